import { z } from 'zod';
import { ZConcurrencyChecksum, staleChecksumKey } from './concurrency.ts';
import { PG_INT_MAX, sortFields, type TSortSpec, ZId, ZIdParam, ZPageNumber } from './fields.ts';

/**
 * The employee list and detail (spec 3 §2.3, §3, §7.1; issue 18 §1–§4). The spec leaves the calls' paths unnamed;
 * ours are below and in the README's API section. An employee's POS user id (`POSUserId`, `posUserId`) is the
 * employee record's id, the one the detail route and every call name.
 */
export const EMPLOYEES_PATH = {
  list: 'employees/employees',
  detail: 'employees/:employeeId',
} as const;

export const EMPLOYEES_API = {
  search: '/Employee/SearchEmployees',
  detail: '/Employee/GetEmployee',
  stores: '/Employee/GetEmployeeStores',
  update: '/Employee/UpdateUser',
  deviceCode: '/Employee/GenerateDeviceRegistrationCode',
  /** Ours: a POS terminal redeems a code (public: the code is the credential). */
  registerDevice: '/Device/RegisterWithCode',
} as const;

/** Spec 3 §9: the list pages on the server; 25 rows a page (issue 18 §2). */
export const EMPLOYEES_PAGE_SIZE = 25;
export const EMPLOYEES_MAX_PAGE_SIZE = 200;
/** Spec 3 §9: the detail's store grid asks for 500 stores a page. */
export const EMPLOYEE_STORES_PAGE_SIZE = 500;
/** Customer-facing guidance (spec 3 §9): a back-office password has at least 8 characters, a POS PIN 4 to 8 digits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = { min: 4, max: 8 } as const;
/** Most characters of a search. */
export const EMPLOYEE_SEARCH_MAX = 100;
/** Highest hourly pay rate a role assignment takes (numeric(12,2) holds far more; no job pays this). */
export const PAY_RATE_MAX = 9999.99;

export const EMPLOYEE_ERROR = {
  /** Spec 3 §8: the modal text when the update call throws. */
  updateFailed: 'employees.errors.updateFailed',
  deviceCodeFailed: 'employees.errors.deviceCodeFailed',
  /** A role ranked above the user's own, or one with a feature their role lacks (403). */
  roleAboveRank: 'employees.errors.roleAboveRank',
  roleFeatureNotHeld: 'employees.errors.roleFeatureNotHeld',
  /** A store the user may not assign (outside their own stores). */
  storeNotAllowed: 'employees.errors.storeNotAllowed',
  /** A back-office role needs a back-office login; a login keeps exactly one back-office role. */
  backOfficeRoleNeedsLogin: 'employees.errors.backOfficeRoleNeedsLogin',
  oneBackOfficeRole: 'employees.errors.oneBackOfficeRole',
  /** An employee keeps at least one store. */
  storeRequired: 'employees.errors.storeRequired',
  duplicateRow: 'employees.errors.duplicateRow',
  payRate: 'employees.errors.payRate',
  /** Device codes are for one store: the company view must pick one first. */
  deviceCodeNeedsStore: 'employees.errors.deviceCodeNeedsStore',
  /** The employee has no POS role, or the flag or permission is off (spec 3 §6). */
  deviceCodeNotAllowed: 'employees.errors.deviceCodeNotAllowed',
  /** Unknown, expired, replaced or already used: one answer for all, so a guess learns nothing. */
  deviceCodeInvalid: 'employees.errors.deviceCodeInvalid',
  staleChecksum: staleChecksumKey('employees'),
} as const;

// ---- The list (spec 3 §3 "Employee list row", §7.1 "Employee search") ----

export const EMPLOYEE_SORT_COLUMNS = ['UserName', 'EmployeeNumber', 'ShortName', 'Email', 'PhoneNumber'] as const;
export type TEmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number];
export const EMPLOYEE_SORT: TSortSpec<TEmployeeSortColumn> = {
  columns: EMPLOYEE_SORT_COLUMNS,
  defaultSort: { column: 'UserName', direction: 'ASC' },
};

/** The search call's body: the spec's four fields (TotalRowCount is accepted and ignored) and the sort. */
export const ZEmployeeSearchRequest = z.object({
  TotalRowCount: z.coerce.number().int().min(-1).max(PG_INT_MAX).optional(),
  SearchArg: z.string().trim().max(EMPLOYEE_SEARCH_MAX).default(''),
  RequestedPageNum: ZPageNumber.default(1),
  PageRowCount: z.coerce.number().int().min(1).max(EMPLOYEES_MAX_PAGE_SIZE).default(EMPLOYEES_PAGE_SIZE),
  ...sortFields(EMPLOYEE_SORT),
});
export type TEmployeeSearchRequest = z.input<typeof ZEmployeeSearchRequest>;
export type TEmployeeSearchQuery = z.output<typeof ZEmployeeSearchRequest>;

/** A role on a list row: `ASMJobId` set makes it a job, null a user role (spec 3 §3). */
export const ZEmployeeRoleName = z.object({ Name: z.string(), ASMJobId: z.string().nullable() });
export type TEmployeeRoleName = z.infer<typeof ZEmployeeRoleName>;

export const ZEmployeeRow = z.object({
  POSUserId: z.number().int(),
  UserName: z.string(),
  EmployeeNumber: z.string(),
  ShortName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  UserRoles: z.array(ZEmployeeRoleName),
  /** The back-office login's user id; null for a POS-only employee. */
  MembershipUserId: z.number().int().nullable(),
  /** Ours: inactive employees stay listed (their history does), marked. */
  IsActive: z.boolean(),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;

export const ZEmployeeSearchResponse = z.object({ ResultSet: z.array(ZEmployeeRow), TotalRowCount: z.number().int() });
export type TEmployeeSearchResponse = z.infer<typeof ZEmployeeSearchResponse>;

/** The list's two columns of roles: user roles carry no job id, jobs do. */
export const splitRoles = (roles: readonly TEmployeeRoleName[]) => ({
  userRoles: roles.filter((r) => r.ASMJobId === null).map((r) => r.Name),
  jobs: roles.filter((r) => r.ASMJobId !== null).map((r) => r.Name),
});

// ---- The detail (spec 3 §3 "Employee detail", §7.1) ----

export const ZEmployeeDetailQuery = z.object({
  posUserId: ZIdParam,
  /** The spec sends it too; the employee is found by its POS user id, and a mismatching login id is not found. */
  membershipUserId: ZIdParam.optional(),
});
export type TEmployeeDetailQuery = z.infer<typeof ZEmployeeDetailQuery>;

/** One row of the role grid: the merchant's role, whether the employee has it, and the hourly rate in it. */
export const ZEmployeeRole = z.object({
  roleId: z.number().int(),
  name: z.string(),
  asmJobId: z.string().nullable(),
  isAssigned: z.boolean(),
  /** Decimal text with 2 places (numeric, never a float). */
  payRate: z.string(),
  isPosUser: z.boolean(),
  isBackOfficeUser: z.boolean(),
  /** Ours: whether the signed-in user may change this row (rank and features, issue 18 §3). */
  mayAssign: z.boolean(),
});
export type TEmployeeRole = z.infer<typeof ZEmployeeRole>;

export const ZEmployeeStore = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  isAssigned: z.boolean(),
  /** Ours: a store view changes its own store's row only; the company view changes every row. */
  mayAssign: z.boolean(),
});
export type TEmployeeStore = z.infer<typeof ZEmployeeStore>;

export const ZEmployeeDetail = z.object({
  posUserId: z.number().int(),
  userName: z.string(),
  shortName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  employeeNumber: z.string(),
  membershipUserId: z.number().int().nullable(),
  membershipUserName: z.string().nullable(),
  allowPOSAccess: z.boolean(),
  resetPasswordNextLogin: z.boolean(),
  adjustTipsPrompt: z.boolean(),
  isApproved: z.boolean(),
  isCompanyUser: z.boolean(),
  isASMEmployeeActive: z.boolean(),
  userStores: z.array(ZEmployeeStore),
  userRoles: z.array(ZEmployeeRole),
  /** Ours: the device-code button's three conditions, decided by the server (spec 3 §6). */
  mayGenerateDeviceCode: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TEmployeeDetail = z.infer<typeof ZEmployeeDetail>;

/** Spec 3 §6: back-office user name when any back-office role is assigned, PIN guidance when any POS role is. */
export const credentialSections = (
  roles: readonly Pick<TEmployeeRole, 'isAssigned' | 'isPosUser' | 'isBackOfficeUser'>[],
) => ({
  backOffice: roles.some((r) => r.isAssigned && r.isBackOfficeUser),
  pos: roles.some((r) => r.isAssigned && r.isPosUser),
});

// ---- The store grid (spec 3 §7.1 "Employee stores query") ----

export const ZEmployeeStoresRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(EMPLOYEE_STORES_PAGE_SIZE).default(EMPLOYEE_STORES_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  /** The employee's POS user id. */
  NumericKeySearchArg: ZId,
});
export type TEmployeeStoresRequest = z.input<typeof ZEmployeeStoresRequest>;

export const ZEmployeeStoresResponse = z.object({
  isSuccessful: z.literal(true),
  resultSet: z.array(ZEmployeeStore),
  totalRowCount: z.number().int(),
});
export type TEmployeeStoresResponse = z.infer<typeof ZEmployeeStoresResponse>;

// ---- The update-user call ----

/** Pay rate text: up to 4 digits and 2 decimals, at most PAY_RATE_MAX. */
export const ZPayRate = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { message: EMPLOYEE_ERROR.payRate });

export const payRateProblem = (text: string): typeof EMPLOYEE_ERROR.payRate | null =>
  ZPayRate.safeParse(text).success ? null : EMPLOYEE_ERROR.payRate;

/**
 * Identity fields are read-only (spec 3 §5): the update carries the assignments only, every role row and every store
 * row the screen shows, and the checksum it loaded.
 */
export const ZEmployeeUpdateRequest = z.object({
  posUserId: ZId,
  userRoles: z.array(z.object({ roleId: ZId, isAssigned: z.boolean(), payRate: ZPayRate })).max(500),
  userStores: z.array(z.object({ storeId: ZId, isAssigned: z.boolean() })).max(EMPLOYEE_STORES_PAGE_SIZE),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TEmployeeUpdateRequest = z.infer<typeof ZEmployeeUpdateRequest>;

export const ZEmployeeUpdateResponse = z.object({ message: z.string(), ConcurrencyChecksum: ZConcurrencyChecksum });
export type TEmployeeUpdateResponse = z.infer<typeof ZEmployeeUpdateResponse>;

// ---- Device registration code (spec 3 §4, §6, §7.1) ----

/** The spec's query parameters, sent as it sends them. */
export const ZDeviceCodeQuery = z.object({
  action: z.literal('GenerateDeviceRegistrationCode'),
  isNewUi: z.coerce.boolean().optional(),
  isAjaxRequest: z.coerce.boolean().optional(),
  jsonFormat: z.literal('camelCase').optional(),
});

/** The spec's payload (userFullName, userName) and ours, the employee it is for. */
export const ZDeviceCodeRequest = z.object({
  posUserId: ZId,
  userFullName: z.string().max(200),
  userName: z.string().max(256),
});
export type TDeviceCodeRequest = z.infer<typeof ZDeviceCodeRequest>;

export const ZDeviceCodeResponse = z.object({
  isSuccessful: z.literal(true),
  message: z.string(),
  /** Shown once; the server keeps only its hash. */
  code: z.string(),
  expiresAt: z.string(),
});
export type TDeviceCodeResponse = z.infer<typeof ZDeviceCodeResponse>;

/**
 * The permission behind the device-code button (spec 3 §6 names none): a back-office feature of the role catalogue, in
 * the User Roles matrix under Employees.
 */
export const DEVICE_CODE_FEATURE_ID = 9;

/** How long a device code stays valid, and its shape: 8 characters of an alphabet without look-alikes, as XXXX-XXXX. */
export const DEVICE_CODE_TTL_MINUTES = 30;
export const DEVICE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DEVICE_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** A terminal's registration: the code as typed (case and the dash are forgiven). */
export const ZRegisterDeviceRequest = z.object({ code: z.string().trim().max(20) });
export const ZRegisterDeviceResponse = z.object({
  employeeName: z.string(),
  storeName: z.string(),
  merchantName: z.string(),
});
export type TRegisterDeviceResponse = z.infer<typeof ZRegisterDeviceResponse>;

/** The code as stored: capitals, the dash between its halves, whatever the terminal's keyboard gave. */
export const normalizeDeviceCode = (typed: string): string => {
  const bare = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return bare.length === 8 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
};
