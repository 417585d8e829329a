import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { ZIdOrZero } from './fields.ts';

/** Settings → Pay In/Out Codes (spec 3 §2.1, §2.4): the page the route guard and the server's calls check. */
export const PAY_CODES_PAGE = 'settings/paycodes';

/** Spec 3 §7.1. */
export const PAY_CODES_PATH = {
  getAll: '/PayInOutReasonCodes/GetAll',
  insert: '/PayInOutReasonCodes/Insert',
  update: '/PayInOutReasonCodes/Update',
} as const;

/** Spec 3 §3, §9: pay type 0 pay-out, 1 pay-in. */
export const PAY_CODE_TYPE = { payOut: 0, payIn: 1 } as const;
export const PAY_CODE_TYPES = [PAY_CODE_TYPE.payOut, PAY_CODE_TYPE.payIn] as const;
export type TPayCodeType = (typeof PAY_CODE_TYPES)[number];

/** Spec 3 §9. */
export const PAY_CODES_PAGE_SIZE = 9999;
export const PAY_CODE_NAME_MAX = 10;
export const PAY_CODE_DESCRIPTION_MAX = 30;

/** Spec 3 §3: the system code every merchant has; read-only, never deleted, pay-out only. */
export const SAFEDROP_NAME = 'SAFEDROP';

/** Refusals of the screen and its calls (spec 3 §8 names the duplicate and blank name errors). */
export const PAY_CODES_ERROR = {
  nameRequired: 'payCodes.errors.nameRequired',
  nameBlank: 'payCodes.errors.nameBlank',
  nameTooLong: 'payCodes.errors.nameTooLong',
  duplicateName: 'payCodes.errors.duplicateName',
  descriptionRequired: 'payCodes.errors.descriptionRequired',
  descriptionTooLong: 'payCodes.errors.descriptionTooLong',
  typeRequired: 'payCodes.errors.typeRequired',
  /** SAFEDROP (any system code) is read-only and cannot be deleted. */
  systemReadOnly: 'payCodes.errors.systemReadOnly',
  /** A store of a multi-store company reads the company's codes but does not change them (spec 3 §6). */
  viewOnly: 'payCodes.errors.viewOnly',
  notFound: 'payCodes.errors.notFound',
  staleChecksum: staleChecksumKey('payCodes'),
} as const;
const E = PAY_CODES_ERROR;

/**
 * Spec 3 §6: view-only users cannot add or edit pay codes. The codes are the company's (one set per merchant), so a
 * session looking at one store of a company with several live stores only reads them; the company view and the one
 * store of a single-store merchant (which is the whole company) edit them. The server applies the same rule.
 */
export const isPayCodesViewOnly = (storeId: number, activeStoreCount: number): boolean =>
  storeId !== 0 && activeStoreCount !== 1;

/** The name rule: the same text, compared without case and surrounding spaces (spec 3 §5). */
export const payCodeNameKey = (name: string): string => name.trim().toUpperCase();

/** Whether a name is taken among the merchant's codes, its own current name excepted (spec 3 §5). */
export const isPayCodeNameTaken = (
  name: string,
  codes: readonly { ReasonCodeId: number; Name: string; IsDeleted?: boolean }[],
  ownId: number,
): boolean =>
  codes.some((c) => c.ReasonCodeId !== ownId && !c.IsDeleted && payCodeNameKey(c.Name) === payCodeNameKey(name));

/** The types a code may take: SAFEDROP only pays out (spec 3 §3). */
export const availableTypesOf = (isSystem: boolean): TPayCodeType[] =>
  isSystem ? [PAY_CODE_TYPE.payOut] : [...PAY_CODE_TYPES];

const ZName = z
  .string({ error: E.nameRequired })
  .min(1, { error: E.nameRequired })
  .refine((v) => v === '' || v.trim() !== '', { error: E.nameBlank })
  .transform((v) => v.trim())
  .refine((v) => v.length <= PAY_CODE_NAME_MAX, { error: E.nameTooLong });
const ZDescription = z
  .string({ error: E.descriptionRequired })
  .transform((v) => v.trim())
  .refine((v) => v !== '', { error: E.descriptionRequired })
  .refine((v) => v.length <= PAY_CODE_DESCRIPTION_MAX, { error: E.descriptionTooLong });
const ZType = z.union([z.literal(PAY_CODE_TYPE.payOut), z.literal(PAY_CODE_TYPE.payIn)]);
/** The form's type: one message for a missing or unknown one (a union would report each member's own). */
const ZTypeInput = z
  .number({ error: E.typeRequired })
  .refine((v) => (PAY_CODE_TYPES as readonly number[]).includes(v), { error: E.typeRequired })
  .transform((v) => v as TPayCodeType);

/** The edit modal's fields, one schema for the form and the server (spec 3 §5); text is saved trimmed. */
export const ZPayCodeForm = z.object({ Name: ZName, Description: ZDescription, Type: ZTypeInput });
export type TPayCodeFormInput = z.input<typeof ZPayCodeForm>;
export type TPayCodeFormValues = z.output<typeof ZPayCodeForm>;

/** POST /PayInOutReasonCodes/Insert: a new code (ReasonCodeId 0 or absent). */
export const ZPayCodeInsertRequest = ZPayCodeForm.extend({
  ReasonCodeId: z.literal(0).optional(),
  IsDeleted: z.literal(false).optional(),
});
export type TPayCodeInsertRequest = z.input<typeof ZPayCodeInsertRequest>;

/**
 * POST /PayInOutReasonCodes/Update: the code as loaded, changed; IsDeleted true deletes it (spec 3 §4). The checksum
 * is the one the list answered (stale → 409, nothing written).
 */
export const ZPayCodeUpdateRequest = ZPayCodeForm.extend({
  ReasonCodeId: ZIdOrZero.refine((id) => id > 0, { error: E.notFound }),
  IsDeleted: z.boolean().default(false),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TPayCodeUpdateRequest = z.input<typeof ZPayCodeUpdateRequest>;
export type TPayCodeUpdate = z.output<typeof ZPayCodeUpdateRequest>;

/** Spec 3 §3: one code as GetAll answers it. */
export const ZPayCode = z.object({
  ReasonCodeId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Type: ZType,
  AvailableReasonCodeTypes: z.array(ZType),
  IsDeleted: z.boolean(),
  IsSystem: z.boolean(),
  MerchantId: z.number().int(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TPayCode = z.infer<typeof ZPayCode>;

/**
 * POST /PayInOutReasonCodes/GetAll, form-encoded as the legacy grid sends it (spec 3 §7.1): page=1, start=0,
 * limit=9999 and sort by IsSystem descending, with isAjaxRequest. Every field is optional; the answer is always the
 * merchant's live codes, the system code first, then by name (the only order the page shows).
 */
export const ZPayCodesListRequest = z
  .object({
    page: z.coerce.number().int().min(1).max(PAY_CODES_PAGE_SIZE).optional(),
    start: z.coerce.number().int().min(0).max(PAY_CODES_PAGE_SIZE).optional(),
    limit: z.coerce.number().int().min(1).max(PAY_CODES_PAGE_SIZE).optional(),
    /** ExtJS-style `[{"property":"IsSystem","direction":"DESC"}]`; read as a hint, the order is fixed. */
    sort: z.string().max(500).optional(),
    isAjaxRequest: z.string().max(10).optional(),
  })
  .nullish();

/** The body the page sends: the legacy call's form fields. */
export const PAY_CODES_LIST_FORM = {
  page: '1',
  start: '0',
  limit: String(PAY_CODES_PAGE_SIZE),
  sort: JSON.stringify([{ property: 'IsSystem', direction: 'DESC' }]),
  isAjaxRequest: 'true',
} as const;

export const ZPayCodesListResponse = z.object({ ResultSet: z.array(ZPayCode), TotalRowCount: z.number().int() });
export type TPayCodesListResponse = z.infer<typeof ZPayCodesListResponse>;

/** Insert and Update answer IsSuccessful with the stored code (its new checksum). */
export const ZPayCodeSaveResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZPayCode });
export type TPayCodeSaveResponse = z.infer<typeof ZPayCodeSaveResponse>;
