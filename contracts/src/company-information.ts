import { z } from 'zod';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import type { TAccessContext } from './access/access-context.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { hashOfImageUrl } from './image-manager.ts';
import { RECEIPT_EMAIL_PATTERN } from './tickets.ts';

/** The Company information screen (spec 2 §2 "Company information form", §3, §5, §7; spec 3 §2.1). */
export const COMPANY_INFORMATION_PATH = {
  get: '/Company/GetCompanyContactInfoAndIndustry',
  update: '/Company/UpdateCompanyContactInfoAndIndustry',
  updateLogo: '/Company/UpdateMerchantLogo',
  getReceipt: '/Company/GetReceiptInfo',
  updateReceipt: '/Company/UpdateReceiptInfo',
} as const;

/** The portal page whose access rule every company-information call shares. */
export const COMPANY_INFORMATION_PAGE = 'settings/companyinformation';

export const COMPANY_INFORMATION_ERROR = {
  /** Spec 2 §5: "this field is required". */
  required: 'companyInformation.errors.required',
  tooLong: 'companyInformation.errors.tooLong',
  invalidEmail: 'companyInformation.errors.invalidEmail',
  invalidPhone: 'companyInformation.errors.invalidPhone',
  invalidUrl: 'companyInformation.errors.invalidUrl',
  /** The country id is no ISO 3166-1 country. */
  unknownCountry: 'companyInformation.errors.unknownCountry',
  /** The state is no ISO 3166-2 subdivision of the chosen country. */
  unknownState: 'companyInformation.errors.unknownState',
  /** Spec 2 §8: "Company Info update failed". */
  updateFailed: 'companyInformation.errors.updateFailed',
  /** The user's role lacks the company-edit permission: every field is read-only and saves are refused. */
  viewOnly: 'companyInformation.errors.viewOnly',
  /** Receipt text belongs to one store: the company view has none. */
  storeViewOnly: 'companyInformation.errors.storeViewOnly',
  staleChecksum: staleChecksumKey('companyInformation'),
} as const;
const E = COMPANY_INFORMATION_ERROR;

/** Spec 2 §5 "Company form" maximum lengths, by server-side field name. */
export const COMPANY_FIELD_MAX = {
  contName: 40,
  contEmail: 50,
  coName: 40,
  coAdd1: 40,
  coAdd2: 40,
  coCity: 40,
  coZip: 10,
  contPhone: 25,
  webSiteUrl: 256,
  // Not given by the spec: the logo is a URL like the website's, so it shares that limit.
  merchantLogoUrl: 256,
  marketingFromEmailAddress: 50,
} as const;
/** An ISO 3166-2 code (`US-CA`) is at most 6 characters. */
export const STATE_CODE_MAX = 6;

/** The business types (industries) a merchant can be registered with; read-only on the form (spec 2 §5). */
export const INDUSTRY_IDS = [1, 2, 3, 4, 5, 6] as const;
export type TIndustryId = (typeof INDUSTRY_IDS)[number];

/**
 * Spec 2 §5 default phone pattern: US (xxx) xxx-xxxx or xxx-xxx-xxxx, UK-style numbers (+44 or 0 then 9–10 digits in
 * groups), each optionally followed by "Ext." and digits.
 */
export const PHONE_PATTERN =
  /^(\(\d{3}\) ?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}|(\+44 ?|0)\d{2,4} ?\d{3,4} ?\d{3,4})( ?(Ext\.?|x) ?\d{1,6})?$/i;

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const text = (max: number) => z.string().trim().max(max, { message: E.tooLong });
const required = (max: number) => text(max).min(1, { message: E.required });
const email = (max: number) => required(max).regex(RECEIPT_EMAIL_PATTERN, { message: E.invalidEmail });
const optionalUrl = (max: number) =>
  text(max).refine((v) => v === '' || URL_PATTERN.test(v), { message: E.invalidUrl });

/**
 * The form of spec 2 §3 with the rules of §5, by the server-side names. Whether the state is required depends on the
 * country's subdivisions, which the server holds: the form applies it with `companyFormSchema`, the server checks it
 * against its dataset.
 */
export const ZCompanyInformationForm = z.object({
  countryId: z.number({ message: E.required }).int().min(1, { message: E.required }).max(999),
  contName: required(COMPANY_FIELD_MAX.contName),
  contEmail: email(COMPANY_FIELD_MAX.contEmail),
  coName: required(COMPANY_FIELD_MAX.coName),
  coAdd1: required(COMPANY_FIELD_MAX.coAdd1),
  coAdd2: text(COMPANY_FIELD_MAX.coAdd2),
  coCity: required(COMPANY_FIELD_MAX.coCity),
  /** ISO 3166-2 code of the state (`US-CA`); '' for a country without states. */
  coState: text(STATE_CODE_MAX),
  coZip: required(COMPANY_FIELD_MAX.coZip),
  contPhone: text(COMPANY_FIELD_MAX.contPhone).refine((v) => v === '' || PHONE_PATTERN.test(v), {
    message: E.invalidPhone,
  }),
  webSiteUrl: optionalUrl(COMPANY_FIELD_MAX.webSiteUrl),
  marketingFromEmailAddress: email(COMPANY_FIELD_MAX.marketingFromEmailAddress),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TCompanyInformationFormInput = z.input<typeof ZCompanyInformationForm>;
export type TCompanyInformationForm = z.output<typeof ZCompanyInformationForm>;

/**
 * POST /Company/UpdateCompanyContactInfoAndIndustry (spec 2 §7): the company plus notifyCommerce (tell the online
 * ordering service of the change) and updateStoreCoordinates (locate the stores again from the new address).
 */
export const ZUpdateCompanyInfoRequest = z.object({
  company: ZCompanyInformationForm,
  notifyCommerce: z.boolean(),
  updateStoreCoordinates: z.boolean(),
});
export type TUpdateCompanyInfoRequest = z.output<typeof ZUpdateCompanyInfoRequest>;

/** POST /Company/UpdateMerchantLogo: the logo URL alone ('' removes it). */
export const ZUpdateMerchantLogoRequest = z.object({
  // The Image manager's uploads are served by this server: their path is as good a logo as any web address.
  merchantLogoUrl: text(COMPANY_FIELD_MAX.merchantLogoUrl).refine(
    (v) => v === '' || URL_PATTERN.test(v) || hashOfImageUrl(v) !== null,
    { message: E.invalidUrl },
  ),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TUpdateMerchantLogoRequest = z.output<typeof ZUpdateMerchantLogoRequest>;

/** The screen's form: the company's fields and its logo (saved through UpdateMerchantLogo). */
export const ZCompanyPageForm = ZCompanyInformationForm.extend({
  merchantLogoUrl: ZUpdateMerchantLogoRequest.shape.merchantLogoUrl,
});
export type TCompanyPageFormInput = z.input<typeof ZCompanyPageForm>;
export type TCompanyPageForm = z.output<typeof ZCompanyPageForm>;

/** The screen's schema once the chosen country is known: the state is required when the country has states. */
export const companyFormSchema = (countryHasStates: boolean) =>
  ZCompanyPageForm.superRefine((v, ctx) => {
    if (countryHasStates && v.coState === '') ctx.addIssue({ code: 'custom', path: ['coState'], message: E.required });
  });

/** The stored company information (a merchant that never saved it reads its name and country with the rest empty). */
export const ZCompanyInformation = z.object({
  merchantId: z.number().int(),
  countryId: z.number().int(),
  contName: z.string(),
  contEmail: z.string(),
  coName: z.string(),
  industryId: z.number().int(),
  coAdd1: z.string(),
  coAdd2: z.string(),
  coCity: z.string(),
  coState: z.string(),
  coZip: z.string(),
  contPhone: z.string(),
  merchantLogoUrl: z.string(),
  webSiteUrl: z.string(),
  marketingFromEmailAddress: z.string(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TCompanyInformation = z.infer<typeof ZCompanyInformation>;

export const ZCompanyInformationResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZCompanyInformation });
export type TCompanyInformationResponse = z.infer<typeof ZCompanyInformationResponse>;

/** The loaded company as the screen's form holds it. */
export const companyFormOf = (c: TCompanyInformation): TCompanyPageFormInput => ({
  countryId: c.countryId,
  contName: c.contName,
  contEmail: c.contEmail,
  coName: c.coName,
  coAdd1: c.coAdd1,
  coAdd2: c.coAdd2,
  coCity: c.coCity,
  coState: c.coState,
  coZip: c.coZip,
  contPhone: c.contPhone,
  webSiteUrl: c.webSiteUrl,
  merchantLogoUrl: c.merchantLogoUrl,
  marketingFromEmailAddress: c.marketingFromEmailAddress,
  ConcurrencyChecksum: c.ConcurrencyChecksum,
});

// ---- Receipt info: the text a store's receipts print (the receipt preview of POS transactions reads the same row) ----

export const RECEIPT_TEXT_MAX = 500;
export const ZReceiptInfoForm = z.object({
  headerText: text(RECEIPT_TEXT_MAX),
  footerText: text(RECEIPT_TEXT_MAX),
  showStoreAddress: z.boolean(),
  phone: text(COMPANY_FIELD_MAX.contPhone).refine((v) => v === '' || PHONE_PATTERN.test(v), {
    message: E.invalidPhone,
  }),
  returnPolicyText: text(RECEIPT_TEXT_MAX),
  orderFooterText: text(RECEIPT_TEXT_MAX),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TReceiptInfoFormInput = z.input<typeof ZReceiptInfoForm>;
export type TReceiptInfoForm = z.output<typeof ZReceiptInfoForm>;

/** POST /Company/UpdateReceiptInfo: the store's receipt text. */
export const ZUpdateReceiptInfoRequest = ZReceiptInfoForm;
export type TUpdateReceiptInfoRequest = z.output<typeof ZUpdateReceiptInfoRequest>;

export const ZReceiptInfo = z.object({
  storeId: z.number().int(),
  headerText: z.string(),
  footerText: z.string(),
  showStoreAddress: z.boolean(),
  phone: z.string(),
  returnPolicyText: z.string(),
  orderFooterText: z.string(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TReceiptInfo = z.infer<typeof ZReceiptInfo>;
export const ZReceiptInfoResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZReceiptInfo });

// ---- Permission ----

/**
 * The company-edit permission (spec 2 §2: every field is disabled without it): a role that lacks the
 * Edit Company Information feature (EDIT_FEATURE_ID) sees the form read-only, and the server refuses its saves.
 */
export const mayEditCompanyInformation = (ctx: Pick<TAccessContext, 'featureIds'>): boolean =>
  !ctx.featureIds.includes(EDIT_FEATURE_ID.companyInformation);
