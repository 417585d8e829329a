import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, type TSortSpec, ZId, ZIdOrZero, ZIdOrZeroParam, ZPageNumber } from './fields.ts';

/** Limits of spec 2 §5 and §9 (loyalty tier pricing). */
export const PROGRAM_NAME_MAX_LENGTH = 30;
export const PRICE_LIST_PRICE_CAP = '999999.99';
export const LOYALTY_PAGE_SIZE = 25;
export const MAX_MEMBERS_PAGE_SIZE = 1000;
/** Most edited members one save may carry: far above a real menu, far below abuse. */
export const MAX_MEMBER_CHANGES = 5000;

/**
 * Message keys of the loyalty screen and its calls (the server's 4xx/5xx `messageKey`). The first three and the
 * failure key are the spec's (§5, §8); the others name refusals the spec leaves open.
 */
export const LOYALTY_MESSAGE = {
  programNameRequired: 'loyaltyPricing.errors.ProgramNameFieldRequiredError',
  programNamePattern: 'loyaltyPricing.errors.ProgramNameFieldDoesNotFollowPattern',
  programNameTooLong: 'loyaltyPricing.errors.ProgramNameFieldTooLongError',
  priceFormat: 'loyaltyPricing.errors.PriceListPriceFormatError',
  duplicateMember: 'loyaltyPricing.errors.TieredPriceListDuplicateMember',
  memberNotFound: 'loyaltyPricing.errors.TieredPriceListMemberNotFound',
  listExists: 'loyaltyPricing.errors.TieredPriceListAlreadyExists',
  listNotFound: 'loyaltyPricing.errors.TieredPriceListNotFound',
  failedUpdate: 'loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing',
  /** Someone saved the list since it was loaded (409, nothing written). */
  staleChecksum: staleChecksumKey('loyaltyPricing'),
} as const;
export type TLoyaltyMessage = (typeof LOYALTY_MESSAGE)[keyof typeof LOYALTY_MESSAGE];
export const LOYALTY_MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(LOYALTY_MESSAGE));

/** Member filter types of spec 2 §3; a row's MemberType uses the same codes. */
export const MEMBER_TYPE = { item: 0, itemVariation: 1, modifier: 2, modifierVariation: 3 } as const;
export type TMemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
export type TMemberTypeName = keyof typeof MEMBER_TYPE | 'unknown';

/** Name (i18n key part) of a row's MemberType; any other code is 'unknown' (spec 2 §8 "Unknown"). */
export function memberTypeName(memberType: number): TMemberTypeName {
  const entry = Object.entries(MEMBER_TYPE).find(([, code]) => code === memberType);
  return entry ? (entry[0] as keyof typeof MEMBER_TYPE) : 'unknown';
}

/** The screen's type filter offers Item and Modifier (spec 2 §2). */
export const SCREEN_TYPE_FILTERS = [MEMBER_TYPE.item, MEMBER_TYPE.modifier] as const;

/**
 * Member types a typeFilter selects: Item and Modifier include their variations (a variation has its own price and
 * the screen offers no separate variation filter); the variation filters select only variations; none selects all.
 */
export function memberTypesOfFilter(typeFilter: TMemberType | undefined): TMemberType[] {
  switch (typeFilter) {
    case MEMBER_TYPE.item:
      return [MEMBER_TYPE.item, MEMBER_TYPE.itemVariation];
    case MEMBER_TYPE.modifier:
      return [MEMBER_TYPE.modifier, MEMBER_TYPE.modifierVariation];
    case undefined:
      return Object.values(MEMBER_TYPE);
    default:
      return [typeFilter];
  }
}

// ---- Program name (spec 2 §5) ----

const PROGRAM_NAME_PATTERN = /^[\p{L}\p{Nd}](?:[\p{L}\p{Nd} ]*[\p{L}\p{Nd}])?$/u;

/** Input filter of the program name field: typing stops at 30 characters. */
export const truncateProgramName = (input: string): string => [...input].slice(0, PROGRAM_NAME_MAX_LENGTH).join('');

/** The first rule a program name breaks, or null: required, then letters/digits/spaces with no edge space. */
export function programNameProblem(name: string): TLoyaltyMessage | null {
  if (name.trim() === '') return LOYALTY_MESSAGE.programNameRequired;
  if ([...name].length > PROGRAM_NAME_MAX_LENGTH) return LOYALTY_MESSAGE.programNameTooLong;
  if (!PROGRAM_NAME_PATTERN.test(name)) return LOYALTY_MESSAGE.programNamePattern;
  return null;
}

export const ZProgramName = z.string().superRefine((name, ctx) => {
  const problem = programNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The screen's form: the same name rule the server applies to Add/Update. */
export const ZLoyaltyProgramForm = z.object({ Name: ZProgramName });
export type TLoyaltyProgramForm = z.infer<typeof ZLoyaltyProgramForm>;

// ---- Price-list price (spec 2 §5) ----

/** What the price input may hold while typing: digits with at most one decimal point. */
export const PRICE_TYPING_PATTERN = /^\d*\.?\d*$/;

/** Typing filter: keeps the digits and the first decimal point of what was typed or pasted. */
export function filterPriceInput(input: string): string {
  let seenPoint = false;
  let out = '';
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * Blur rule on a filtered input: empty (or a lone point) becomes null, above 999999.99 becomes 999999.99, anything
 * else is rounded half-up to 2 decimals. Works on the digits, never through floating point. Returns undefined for text
 * the typing filter would not have let through.
 */
export function normalizePriceListPrice(text: string): string | null | undefined {
  const input = text.trim();
  if (!PRICE_TYPING_PATTERN.test(input)) return undefined;
  if (input === '' || input === '.') return null;
  const [rawWhole = '', rawFraction = ''] = input.split('.');
  const whole = rawWhole.replace(/^0+/, '');
  if (whole.length > 6) return PRICE_LIST_PRICE_CAP;
  // Cents as an integer: at most 99999999 + 1, well inside the safe range.
  let cents = Number(whole || '0') * 100 + Number(rawFraction.padEnd(2, '0').slice(0, 2));
  if ((rawFraction[2] ?? '0') >= '5') cents += 1;
  if (cents > 99_999_999) return PRICE_LIST_PRICE_CAP;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A price-list price as sent: null, or text passing the typing filter; the blur rule is applied on arrival. */
export const ZPriceListPrice = z
  .string()
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const normalized = normalizePriceListPrice(value);
    if (normalized === undefined) {
      ctx.addIssue({ code: 'custom', message: LOYALTY_MESSAGE.priceFormat });
      return z.NEVER;
    }
    return normalized;
  });

// ---- Save rule (spec 2 §4) ----

/** Save is enabled only when the form is valid and (the program name changed or any price was edited). */
export const canSaveLoyaltyPricing = (state: { nameValid: boolean; nameChanged: boolean; editedPrices: number }) =>
  state.nameValid && (state.nameChanged || state.editedPrices > 0);

// ---- Calls (spec 2 §7) ----

/** Money as exact decimal text with two places, e.g. "4.50". */
const ZMoney = z.string().regex(/^\d+\.\d{2}$/);

/** GET /TieredPriceList/GetTieredPriceList: the merchant's price list, or null before one is added. */
export const ZTieredPriceList = z.object({
  TieredPriceListId: ZId,
  Name: z.string(),
  /** Of the whole list (name and every member price); UpdateTieredPriceList sends it back. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TTieredPriceList = z.infer<typeof ZTieredPriceList>;
export const ZGetTieredPriceListResponse = ZTieredPriceList.nullable();

/** The keys that identify a member (spec 2 §3): the item master and, for a variation, the variation and its group. */
export const ZMemberKey = z.object({
  ItemMasterId: ZId,
  ItemVariationId: ZId.nullable(),
  RetailPriceVariationGroupId: ZIdOrZero.nullable(),
});
export type TMemberKey = z.infer<typeof ZMemberKey>;

/** One string per member, stable across pages: the row `id` and the key the screen tracks edits by. */
export const memberKeyOf = (key: Pick<TMemberKey, 'ItemMasterId' | 'ItemVariationId'>): string =>
  `${key.ItemMasterId}:${key.ItemVariationId ?? 0}`;

const ZTypeFilter = z.coerce
  .number()
  .int()
  .min(Math.min(...Object.values(MEMBER_TYPE)))
  .max(Math.max(...Object.values(MEMBER_TYPE)))
  .refine((v): v is TMemberType => Object.values(MEMBER_TYPE).includes(v as TMemberType));

/** The columns GetMembers sorts by (our design: the spec leaves the order open); the default is Name ASC. */
export const MEMBER_SORT_COLUMNS = ['Name', 'Category', 'MemberType', 'Price'] as const;
export type TMemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];
export const MEMBER_SORT: TSortSpec<TMemberSortColumn> = {
  columns: MEMBER_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** GET /TieredPriceList/GetMembers query. Without tieredPriceListId (or 0) every PriceListPrice is null. */
export const ZGetMembersQuery = z.object({
  tieredPriceListId: ZIdOrZeroParam.optional(),
  itemNameFilter: z.string().trim().max(100).default(''),
  typeFilter: ZTypeFilter.optional(),
  pageNumber: ZPageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_MEMBERS_PAGE_SIZE).default(LOYALTY_PAGE_SIZE),
  ...sortFields(MEMBER_SORT),
});
export type TGetMembersQuery = Partial<z.output<typeof ZGetMembersQuery>>;

export const ZTieredPriceListMember = ZMemberKey.extend({
  id: z.string(),
  MemberType: z.number().int(),
  Category: z.string(),
  Name: z.string(),
  Price: ZMoney,
  PriceListPrice: ZMoney.nullable(),
});
export type TTieredPriceListMember = z.infer<typeof ZTieredPriceListMember>;

export const ZGetMembersResponse = z.object({
  ResultSet: z.array(ZTieredPriceListMember),
  TotalRowCount: z.number().int().min(0),
});
export type TGetMembersResponse = z.infer<typeof ZGetMembersResponse>;

/** An edited member: its keys, its type and the new price-list price (null clears it). */
export const ZMemberChange = ZMemberKey.extend({
  MemberType: ZTypeFilter,
  PriceListPrice: ZPriceListPrice,
});
export type TMemberChange = z.input<typeof ZMemberChange>;
export type TMemberChangeParsed = z.output<typeof ZMemberChange>;

const ZMembers = z.array(ZMemberChange).max(MAX_MEMBER_CHANGES).default([]);

/** POST /TieredPriceList/AddTieredPriceList: a new list; Members are the edited members only. */
export const ZAddTieredPriceListRequest = z.object({
  Name: ZProgramName,
  TieredPriceListId: z.literal(0).nullable().optional(),
  Members: ZMembers,
});
export type TAddTieredPriceListRequest = z.input<typeof ZAddTieredPriceListRequest>;

/**
 * PUT /TieredPriceList/UpdateTieredPriceList: rename and the edited members only, with the checksum the list was
 * loaded with (a stale one is refused with 409, nothing written).
 */
export const ZUpdateTieredPriceListRequest = z.object({
  Name: ZProgramName,
  TieredPriceListId: ZId,
  Members: ZMembers,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TUpdateTieredPriceListRequest = z.input<typeof ZUpdateTieredPriceListRequest>;

/** Mutation answer: a failure is a 4xx/5xx error body, so IsSuccessful is always true here (spec 2 §7). */
export const ZSaveTieredPriceListResponse = z.object({
  IsSuccessful: z.literal(true),
  Message: z.string(),
  TieredPriceListId: ZId,
  /** The list's new checksum, for the next save without a reload. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TSaveTieredPriceListResponse = z.infer<typeof ZSaveTieredPriceListResponse>;
