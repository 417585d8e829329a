import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { RECEIPT_EMAIL_PATTERN } from './tickets.ts';

/** Settings → Store → Store configuration (spec 3 §2.1, §2.4): the page the route guard and the server's calls check. */
export const STORE_CONFIGURATION_PAGE = 'settings/store/storeconfiguration';

/** Spec 3 §7.1. */
export const STORE_CONFIGURATION_PATH = {
  get: '/StoreConfiguration/GetStoreConfiguration',
  update: '/StoreConfiguration/UpdateStoreConfiguration',
  /** The receipt header preview (query isAjaxRequest); its Entity is the HTML the frame shows. */
  previewLight: '/Email/PreviewLight',
} as const;

/** Spec 3 §7.1: the preview's mail-out template. */
export const PREVIEW_LIGHT_MAILOUT_ID = 4;

/** Spec 3 §5, §9 maximum lengths; the tip message's is not given there (README). */
export const STORE_CONFIGURATION_MAX = {
  storeName: 40,
  address: 40,
  city: 20,
  contactName: 40,
  contactEmail: 50,
  phone: 14,
  website: 256,
  receiptHeader: 40,
  receiptNote: 500,
  tipSuggestionMessage: 100,
} as const;
const M = STORE_CONFIGURATION_MAX;

/** A tip suggestion is a whole percent (the receipt prints the amount it gives). */
export const TIP_SUGGESTION_MIN = 1;
export const TIP_SUGGESTION_MAX = 100;

/** Spec 3 §4: the banner clears after 3 seconds. */
export const STORE_CONFIGURATION_BANNER_MS = 3000;

export const STORE_CONFIGURATION_ERROR = {
  required: 'storeConfiguration.errors.required',
  tooLong: 'storeConfiguration.errors.tooLong',
  invalidZip: 'storeConfiguration.errors.invalidZip',
  invalidPhone: 'storeConfiguration.errors.invalidPhone',
  invalidEmail: 'storeConfiguration.errors.invalidEmail',
  invalidUrl: 'storeConfiguration.errors.invalidUrl',
  /** Spec 3 §5: the website is required when Include QR Code is on. */
  websiteRequired: 'storeConfiguration.errors.websiteRequired',
  invalidState: 'storeConfiguration.errors.invalidState',
  invalidTimeZone: 'storeConfiguration.errors.invalidTimeZone',
  invalidTip: 'storeConfiguration.errors.invalidTip',
  /** The configuration is a store's: the company view of several stores is asked to choose one. */
  storeViewOnly: 'storeConfiguration.errors.storeViewOnly',
  staleChecksum: staleChecksumKey('storeConfiguration'),
} as const;
const E = STORE_CONFIGURATION_ERROR;

/** Spec 3 §5: the state is chosen from the US states and territories (USPS codes). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UM', 'U.S. Minor Outlying Islands'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];
const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** Spec 3 §5: five digits, or five digits, a dash and four digits. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** Spec 3 §5, §9: the phone pattern, 14 characters as the form formats it: (555) 555-0142. */
export const STORE_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Spec 3 §5 "auto-formatted": the digits typed so far as (xxx) xxx-xxxx; other characters are dropped. */
export function formatPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Spec 3 §5 website rule: it must contain a dot followed by a letter domain and parse as a URL, `http://` added
 * when no scheme is given. Answers the URL as it is stored (with the scheme), or null when it is no website.
 */
export function websiteUrlOf(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    return /\.[a-z]{2,}$/i.test(url.hostname) ? withScheme : null;
  } catch {
    return null;
  }
}

/** An IANA zone this runtime knows (aliases such as US/Eastern included). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, { message: E.tooLong });
const required = (max: number) => text(max).min(1, { message: E.required });
const phone = (isRequired: boolean) =>
  (isRequired ? required(M.phone) : text(M.phone)).refine((v) => v === '' || STORE_PHONE_PATTERN.test(v), {
    message: E.invalidPhone,
  });
const email = (isRequired: boolean) =>
  (isRequired ? required(M.contactEmail) : text(M.contactEmail)).refine(
    (v) => v === '' || RECEIPT_EMAIL_PATTERN.test(v),
    { message: E.invalidEmail },
  );

/** A tip suggestion as the form holds it (text) or a client sends it (a number); '' or null when not given. */
const ZTipInput = z.union([z.number(), z.string().max(10)]).nullable();
/** The whole percent a tip input names, or null when it names none (empty, not a whole number, out of range). */
export function tipPercentOf(value: string | number | null): number | null {
  const textValue = value === null ? '' : String(value).trim();
  if (!/^\d{1,3}$/.test(textValue)) return null;
  const n = Number(textValue);
  return n >= TIP_SUGGESTION_MIN && n <= TIP_SUGGESTION_MAX ? n : null;
}
export const TIP_FIELDS = ['tipSuggestion1', 'tipSuggestion2', 'tipSuggestion3'] as const;

const FIELDS = {
  storeName: required(M.storeName),
  storeAdd1: required(M.address),
  storeAdd2: text(M.address),
  storeCity: required(M.city),
  storeState: z
    .string()
    .trim()
    .max(64, { message: E.invalidState })
    .refine((v) => v !== '', { message: E.required })
    .refine((v) => v === '' || STATE_CODES.has(v), { message: E.invalidState }),
  storeZip: z
    .string()
    .trim()
    .max(10, { message: E.invalidZip })
    .refine((v) => ZIP_PATTERN.test(v), { message: E.invalidZip }),
  storePhone: phone(false),
  storeContName: required(M.contactName),
  storeEmail: email(true),
  storeContPhone: phone(true),
  secondaryStoreContName: text(M.contactName),
  secondaryStoreEmail: email(false),
  secondaryStoreContPhone: phone(false),
  receiptHeader: text(M.receiptHeader),
  includeQrCode: z.boolean(),
  qrCodeWebsiteUrl: text(M.website).refine((v) => v === '' || websiteUrlOf(v) !== null, { message: E.invalidUrl }),
  receiptNote: text(M.receiptNote),
  displayTipSuggestion: z.boolean(),
  tipSuggestionMessage: text(M.tipSuggestionMessage),
  tipSuggestion1: ZTipInput,
  tipSuggestion2: ZTipInput,
  tipSuggestion3: ZTipInput,
  posTimezone: z
    .string()
    .max(64, { message: E.invalidTimeZone })
    .refine((v) => v !== '', { message: E.required })
    .refine((v) => v === '' || isTimeZone(v), { message: E.invalidTimeZone }),
  ConcurrencyChecksum: ZConcurrencyChecksum,
};

type TFieldValues = z.output<z.ZodObject<typeof FIELDS>>;

/** The stored values of a save: the website with its scheme, the three suggestions as percents. */
export type TStoreConfigurationValues = Omit<TFieldValues, (typeof TIP_FIELDS)[number] | 'ConcurrencyChecksum'> & {
  tipSuggestion1: number | null;
  tipSuggestion2: number | null;
  tipSuggestion3: number | null;
};

/** Spec 3 §5 rules between fields: the website with Include QR Code, the suggestions while they are shown. */
function checkFieldPairs(v: TFieldValues, ctx: z.RefinementCtx): void {
  if (v.includeQrCode && v.qrCodeWebsiteUrl === '')
    ctx.addIssue({ code: 'custom', path: ['qrCodeWebsiteUrl'], message: E.websiteRequired });
  if (v.displayTipSuggestion)
    for (const field of TIP_FIELDS)
      if (tipPercentOf(v[field]) === null) ctx.addIssue({ code: 'custom', path: [field], message: E.invalidTip });
}

const valuesOf = ({ ConcurrencyChecksum: _c, ...v }: TFieldValues): TStoreConfigurationValues => ({
  ...v,
  qrCodeWebsiteUrl: v.qrCodeWebsiteUrl === '' ? '' : (websiteUrlOf(v.qrCodeWebsiteUrl) ?? ''),
  tipSuggestionMessage: v.displayTipSuggestion ? v.tipSuggestionMessage : '',
  tipSuggestion1: tipPercentOf(v.tipSuggestion1),
  tipSuggestion2: tipPercentOf(v.tipSuggestion2),
  tipSuggestion3: tipPercentOf(v.tipSuggestion3),
});

/**
 * Spec 3 §4, §5 in one schema for the form and the server: the field rules, the website required with Include QR
 * Code, each suggestion a whole percent 1–100 required while the tip suggestion is shown. Saved values: the website
 * with http:// added when it had no scheme, the suggestions as numbers (an off suggestion that names none is null),
 * and no tip message while the suggestion is off (§4: turning it off clears the message).
 */
export const ZStoreConfigurationForm = z
  .object(FIELDS)
  .superRefine(checkFieldPairs)
  .transform((v) => ({ ConcurrencyChecksum: v.ConcurrencyChecksum, values: valuesOf(v) }));
export type TStoreConfigurationFormInput = z.input<typeof ZStoreConfigurationForm>;
export type TStoreConfigurationForm = z.output<typeof ZStoreConfigurationForm>;

/**
 * POST /StoreConfiguration/UpdateStoreConfiguration: the configuration as loaded, changed, with UpdateStoreCoordinates
 * set when address line 1 changed (spec 3 §3); the same rules as the form. The time zone list the read answered may
 * come back with it; it is ignored.
 */
export const ZUpdateStoreConfigurationRequest = z
  .object({ ...FIELDS, UpdateStoreCoordinates: z.boolean().default(false) })
  .superRefine(checkFieldPairs)
  .transform(({ UpdateStoreCoordinates, ...v }) => ({
    ConcurrencyChecksum: v.ConcurrencyChecksum,
    UpdateStoreCoordinates,
    values: valuesOf(v),
  }));
export type TUpdateStoreConfigurationRequest = z.input<typeof ZUpdateStoreConfigurationRequest>;
export type TUpdateStoreConfiguration = z.output<typeof ZUpdateStoreConfigurationRequest>;

/** One choice of the time zone list (spec 3 §3 posTimezoneList). */
export const ZTimeZoneEntry = z.object({ id: z.string(), displayName: z.string() });
export type TTimeZoneEntry = z.infer<typeof ZTimeZoneEntry>;

/** Spec 3 §3: the store configuration as GetStoreConfiguration answers it. */
export const ZStoreConfiguration = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeAdd1: z.string(),
  storeAdd2: z.string(),
  storeCity: z.string(),
  storeState: z.string(),
  storeZip: z.string(),
  storePhone: z.string(),
  storeContName: z.string(),
  storeEmail: z.string(),
  storeContPhone: z.string(),
  secondaryStoreContName: z.string(),
  secondaryStoreEmail: z.string(),
  secondaryStoreContPhone: z.string(),
  receiptHeader: z.string(),
  includeQrCode: z.boolean(),
  qrCodeWebsiteUrl: z.string(),
  receiptNote: z.string(),
  displayTipSuggestion: z.boolean(),
  tipSuggestionMessage: z.string(),
  tipSuggestion1: z.number().int().nullable(),
  tipSuggestion2: z.number().int().nullable(),
  tipSuggestion3: z.number().int().nullable(),
  posTimezone: z.string(),
  posTimezoneList: z.array(ZTimeZoneEntry),
  /** Always false on a read: the flag is the save's (address line 1 changed). */
  UpdateStoreCoordinates: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TStoreConfiguration = z.infer<typeof ZStoreConfiguration>;

export const ZStoreConfigurationResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZStoreConfiguration });
export type TStoreConfigurationResponse = z.infer<typeof ZStoreConfigurationResponse>;

/** The loaded configuration as the form holds it (suggestions as text). */
export const storeConfigurationFormOf = (c: TStoreConfiguration): TStoreConfigurationFormInput => {
  const { storeId: _s, posTimezoneList: _l, UpdateStoreCoordinates: _u, ...fields } = c;
  const tip = (n: number | null) => (n === null ? '' : String(n));
  return {
    ...fields,
    tipSuggestion1: tip(c.tipSuggestion1),
    tipSuggestion2: tip(c.tipSuggestion2),
    tipSuggestion3: tip(c.tipSuggestion3),
  };
};

/** The address the receipt prints (and the store list shows): street lines, then "City, ST 12345". */
export function storeAddressText(a: {
  storeAdd1: string;
  storeAdd2: string;
  storeCity: string;
  storeState: string;
  storeZip: string;
}): string {
  const place = [[a.storeCity, a.storeState].filter(Boolean).join(', '), a.storeZip].filter(Boolean).join(' ');
  return [a.storeAdd1, a.storeAdd2, place].filter((line) => line.trim() !== '').join('\n');
}

/** A preview shows what is typed, over-long text too (the form marks it); bounded like every text a client sends. */
const PREVIEW_TEXT_MAX = 500;
const previewText = z.string().max(PREVIEW_TEXT_MAX).default('');

/**
 * POST /Email/PreviewLight (spec 3 §7.1): the store fields the receipt header prints, plus ReceiptHeader (not in the
 * spec's list: the header text is what the preview is of; README). Form posts send text, so every field is text.
 */
export const ZPreviewLightRequest = z.object({
  StoreContName: previewText,
  StoreName: previewText,
  StoreAdd1: previewText,
  StoreAdd2: previewText,
  StoreCity: previewText,
  StoreState: previewText,
  StoreZip: previewText,
  StorePhone: previewText,
  TaxPayerId: previewText,
  ReceiptHeader: previewText,
  mailoutId: z.coerce.number().int().min(0).max(PREVIEW_LIGHT_MAILOUT_ID).default(PREVIEW_LIGHT_MAILOUT_ID),
});
export type TPreviewLightRequest = z.input<typeof ZPreviewLightRequest>;
export const ZPreviewLightQuery = z.object({ isAjaxRequest: z.string().max(10).optional() });
export const ZPreviewLightResponse = z.object({ IsSuccessful: z.literal(true), Entity: z.string() });

/** The preview body of the form's current values. */
export const previewLightBodyOf = (v: TStoreConfigurationFormInput): TPreviewLightRequest => ({
  StoreContName: v.storeContName,
  StoreName: v.storeName,
  StoreAdd1: v.storeAdd1,
  StoreAdd2: v.storeAdd2,
  StoreCity: v.storeCity,
  StoreState: v.storeState,
  StoreZip: v.storeZip,
  StorePhone: v.storePhone,
  TaxPayerId: '',
  ReceiptHeader: v.receiptHeader,
  mailoutId: PREVIEW_LIGHT_MAILOUT_ID,
});
