import { createHash, randomInt } from 'node:crypto';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { roleAssignmentRule, type TRoleRefusal } from '@mp/contracts/access/employee-rights';
import {
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_TTL_MINUTES,
  EMPLOYEE_ERROR,
  EMPLOYEE_STORES_PAGE_SIZE,
  type TDeviceCodeRequest,
  type TDeviceCodeResponse,
  type TEmployeeDetail,
  type TEmployeeDetailQuery,
  type TEmployeeSearchQuery,
  type TEmployeeSearchResponse,
  type TEmployeeStore,
  type TEmployeeStoresResponse,
  type TEmployeeUpdateRequest,
  type TEmployeeUpdateResponse,
  normalizeDeviceCode,
  type TRegisterDeviceResponse,
} from '@mp/contracts/employees';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { matrixEditor, type TEditor } from '../../shared/role-rights/role-rights.ts';
import {
  activeRoleFeatures,
  allFeatures,
  merchantRoles,
  type TMerchantRole,
} from '../../shared/role-rights/role-rights.queries.ts';
import {
  claimEmployeeVersion,
  employeeRoleRows,
  employeeStoreRows,
  findEmployee,
  pageEmployees,
  redeemDeviceCode,
  replaceDeviceCode,
  replaceEmployeeRoles,
  setEmployeeStores,
  setLoginRole,
  type TEmployeeRecord,
} from './employees.queries.ts';

/** The device-code button's conditions that come from the session (spec 3 §6): its flag and the permission. */
export type TDeviceCodeRight = { flagOn: boolean; hasPermission: boolean };

const REFUSAL_MESSAGE: Record<TRoleRefusal, string> = {
  [EMPLOYEE_ERROR.roleAboveRank]: 'You can only assign roles at or below your own rank.',
  [EMPLOYEE_ERROR.roleFeatureNotHeld]: 'You can only assign roles whose permissions your own role has.',
};

const notFound = () => new ApiError(404, API_ERROR_KEY.notFound, 'Employee not found.', 'posUserId');

/** POST /Employee/SearchEmployees: one page of the employees in view. */
export async function searchEmployees(
  db: TDb,
  scope: TViewScope,
  q: TEmployeeSearchQuery,
): Promise<TEmployeeSearchResponse> {
  const { rows, total } = await pageEmployees(db, scope, {
    search: q.SearchArg,
    limit: q.PageRowCount,
    offset: (q.RequestedPageNum - 1) * q.PageRowCount,
    sort: { column: q.SortColumn, direction: q.SortDirection },
  });
  return {
    ResultSet: rows.map((r) => ({
      POSUserId: r.id,
      UserName: r.name,
      EmployeeNumber: r.employeeNumber,
      ShortName: r.shortName,
      Email: r.email,
      PhoneNumber: r.phone,
      UserRoles: r.roles,
      MembershipUserId: r.userId,
      IsActive: r.isActive,
    })),
    TotalRowCount: total,
  };
}

/** The employee in view, or 404; a membership id that is not the employee's login is not found either. */
async function employeeOr404(db: TDb, scope: TViewScope, posUserId: number, membershipUserId?: number) {
  const employee = await findEmployee(db, scope, posUserId);
  if (!employee || (membershipUserId !== undefined && employee.userId !== membershipUserId)) throw notFound();
  return employee;
}

/** The merchant's roles with their active features, and the rule the editor assigns them by. */
async function rolesAndRule(db: TDb, scope: TViewScope, who: TEditor) {
  const [roleRows, pairs, catalog, editor] = await Promise.all([
    merchantRoles(db, scope),
    activeRoleFeatures(db, scope),
    allFeatures(db),
    matrixEditor(db, who),
  ]);
  const featuresOf = new Map<number, number[]>();
  for (const { roleId, featureId } of pairs) featuresOf.set(roleId, [...(featuresOf.get(roleId) ?? []), featureId]);
  const rule = roleAssignmentRule(
    editor,
    catalog.map((f) => ({ featureId: f.id, parentFeatureId: f.parentId })),
  );
  const refusalOf = (role: TMerchantRole) => rule({ rank: role.rank, featureIds: featuresOf.get(role.id) ?? [] });
  return { roleRows, refusalOf };
}

/** A store view changes its own store's row only; the company view every row. */
const mayAssignStore = (scope: TViewScope, storeId: number) => scope.kind === 'company' || scope.storeId === storeId;

async function storesOf(db: TDb, scope: TViewScope, employeeId: number, page: number, pageSize: number) {
  const { rows, total } = await employeeStoreRows(db, scope, employeeId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const stores: TEmployeeStore[] = rows.map((r) => ({ ...r, mayAssign: mayAssignStore(scope, r.storeId) }));
  return { stores, total };
}

/** The detail: the record, every role of the merchant marked (and whether the editor may change it), the stores. */
export async function employeeDetail(
  db: TDb,
  scope: TViewScope,
  who: TEditor,
  deviceCode: TDeviceCodeRight,
  query: TEmployeeDetailQuery,
): Promise<TEmployeeDetail> {
  const employee = await employeeOr404(db, scope, query.posUserId, query.membershipUserId);
  const [{ roleRows, refusalOf }, held, { stores }] = await Promise.all([
    rolesAndRule(db, scope, who),
    employeeRoleRows(db, scope, employee.id),
    storesOf(db, scope, employee.id, 1, EMPLOYEE_STORES_PAGE_SIZE),
  ]);
  const payRateOf = new Map(held.map((h) => [h.roleId, h.payRate]));
  const userRoles = roleRows.map((r) => ({
    roleId: r.id,
    name: r.name,
    asmJobId: r.asmJobId,
    isAssigned: payRateOf.has(r.id),
    payRate: payRateOf.get(r.id) ?? '0.00',
    isPosUser: r.isPosUser,
    isBackOfficeUser: r.isBackOfficeUser,
    mayAssign: refusalOf(r) === null,
  }));
  return {
    posUserId: employee.id,
    userName: employee.name,
    shortName: employee.shortName,
    email: employee.email,
    phoneNumber: employee.phone,
    employeeNumber: employee.employeeNumber,
    membershipUserId: employee.userId,
    membershipUserName: employee.loginName,
    allowPOSAccess: employee.allowPosAccess,
    resetPasswordNextLogin: employee.loginResetPassword ?? false,
    adjustTipsPrompt: employee.adjustTipsPrompt,
    isApproved: employee.loginApproved ?? employee.isActive,
    isCompanyUser: employee.loginCompanyUser ?? false,
    isASMEmployeeActive: employee.asmEmployeeActive,
    userStores: stores,
    userRoles,
    mayGenerateDeviceCode: mayGenerateDeviceCode(deviceCode, employee, userRoles),
    ConcurrencyChecksum: checksumOf(employee.version),
  };
}

/** Spec 3 §6: the flag, the permission, and a POS role held by an active employee who may use the POS. */
export const mayGenerateDeviceCode = (
  right: TDeviceCodeRight,
  employee: Pick<TEmployeeRecord, 'isActive' | 'allowPosAccess'>,
  roles: readonly { isAssigned: boolean; isPosUser: boolean }[],
): boolean =>
  right.flagOn &&
  right.hasPermission &&
  employee.isActive &&
  employee.allowPosAccess &&
  roles.some((r) => r.isAssigned && r.isPosUser);

/** POST /Employee/GetEmployeeStores: one page of the merchant's stores, the employee's marked. */
export async function employeeStores(
  db: TDb,
  scope: TViewScope,
  q: { posUserId: number; page: number; pageSize: number },
): Promise<TEmployeeStoresResponse> {
  const employee = await employeeOr404(db, scope, q.posUserId);
  const { stores, total } = await storesOf(db, scope, employee.id, q.page, q.pageSize);
  return { isSuccessful: true, resultSet: stores, totalRowCount: total };
}

/** The first index of a value seen before, or -1. */
const firstDuplicate = (values: readonly number[]) => values.findIndex((v, i) => values.indexOf(v) !== i);

/**
 * POST /Employee/UpdateUser: the role and store assignments, all or nothing. Rows the body leaves out keep their
 * assignment. A role the editor may not assign (rank, features) answers 403 naming its row; another merchant's role
 * or store 404; a stale checksum 409.
 */
export async function updateEmployee(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  who: TEditor,
  body: TEmployeeUpdateRequest,
): Promise<TEmployeeUpdateResponse> {
  const employee = await employeeOr404(db, scope, body.posUserId);
  const version = versionOf(body.ConcurrencyChecksum);
  const stale = () => staleChecksum(EMPLOYEE_ERROR.staleChecksum, 'employee');
  if (version === null || version !== employee.version) throw stale();
  const roleDup = firstDuplicate(body.userRoles.map((r) => r.roleId));
  if (roleDup >= 0)
    throw badRequest(EMPLOYEE_ERROR.duplicateRow, 'A role is listed twice.', `userRoles.${roleDup}.roleId`);
  const storeDup = firstDuplicate(body.userStores.map((s) => s.storeId));
  if (storeDup >= 0)
    throw badRequest(EMPLOYEE_ERROR.duplicateRow, 'A store is listed twice.', `userStores.${storeDup}.storeId`);

  const [{ roleRows, refusalOf }, held, { stores }] = await Promise.all([
    rolesAndRule(db, scope, who),
    employeeRoleRows(db, scope, employee.id),
    storesOf(db, scope, employee.id, 1, EMPLOYEE_STORES_PAGE_SIZE),
  ]);
  const nextRoles = checkRoles(body, roleRows, refusalOf, new Map(held.map((h) => [h.roleId, h.payRate])));
  checkBackOfficeRoles(employee, nextRoles, roleRows);
  const storeChange = checkStores(scope, body, stores);

  const before = loggedAssignments(held, stores, roleRows);
  await db.transaction(async (tx) => {
    if (!(await claimEmployeeVersion(tx, scope, employee.id, version))) throw stale();
    await replaceEmployeeRoles(
      tx,
      scope,
      employee.id,
      [...nextRoles].map(([roleId, payRate]) => ({ roleId, payRate })),
    );
    await setEmployeeStores(tx, scope, employee.id, storeChange);
    const loginRole = roleRows.find((r) => r.isBackOfficeUser && nextRoles.has(r.id));
    if (employee.userId !== null && loginRole) await setLoginRole(tx, scope, employee.userId, loginRole.id);
    const assignedStores = new Set(stores.filter((s) => s.isAssigned).map((s) => s.storeId));
    storeChange.add.forEach((id) => assignedStores.add(id));
    storeChange.remove.forEach((id) => assignedStores.delete(id));
    await recordChanges(tx, scope, actor, [
      {
        entity: 'employee',
        entityId: employee.id,
        entityName: employee.name,
        before,
        after: loggedAssignments(
          [...nextRoles].map(([roleId, payRate]) => ({ roleId, payRate })),
          stores.map((s) => ({ ...s, isAssigned: assignedStores.has(s.storeId) })),
          roleRows,
        ),
      },
    ]);
  });
  return { message: 'Employee updated.', ConcurrencyChecksum: checksumOf(version + 1) };
}

/**
 * The employee's roles after the save (role id → pay rate), refusing unknown roles (404) and any change, assignment
 * or pay rate, to a role the editor may not assign (403).
 */
function checkRoles(
  body: TEmployeeUpdateRequest,
  roleRows: readonly TMerchantRole[],
  refusalOf: (role: TMerchantRole) => TRoleRefusal | null,
  held: ReadonlyMap<number, string>,
): Map<number, string> {
  const byId = new Map(roleRows.map((r) => [r.id, r]));
  const next = new Map(held);
  body.userRoles.forEach((row, i) => {
    const role = byId.get(row.roleId);
    if (!role) throw new ApiError(404, API_ERROR_KEY.notFound, 'Role not found.', `userRoles.${i}.roleId`);
    const payRate = Number(row.payRate).toFixed(2);
    const changed = row.isAssigned !== held.has(row.roleId) || (row.isAssigned && held.get(row.roleId) !== payRate);
    if (!changed) return;
    const refusal = refusalOf(role);
    if (refusal) throw new ApiError(403, refusal, REFUSAL_MESSAGE[refusal], `userRoles.${i}.roleId`);
    if (row.isAssigned) next.set(row.roleId, payRate);
    else next.delete(row.roleId);
  });
  return next;
}

/** A back-office login holds exactly one back-office role; without a login, no role that is back office only. */
function checkBackOfficeRoles(
  employee: TEmployeeRecord,
  next: ReadonlyMap<number, string>,
  roleRows: readonly TMerchantRole[],
): void {
  const assigned = roleRows.filter((r) => next.has(r.id));
  if (employee.userId !== null) {
    if (assigned.filter((r) => r.isBackOfficeUser).length !== 1)
      throw badRequest(
        EMPLOYEE_ERROR.oneBackOfficeRole,
        'An employee with a back-office login holds exactly one back-office role.',
        'userRoles',
      );
  } else if (assigned.some((r) => r.isBackOfficeUser && !r.isPosUser))
    throw badRequest(
      EMPLOYEE_ERROR.backOfficeRoleNeedsLogin,
      'This employee has no back-office login: back-office-only roles cannot be assigned.',
      'userRoles',
    );
}

/** The stores to add and remove, refusing unknown stores (404), rows outside a store view (403) and no store left. */
function checkStores(
  scope: TViewScope,
  body: TEmployeeUpdateRequest,
  stores: readonly TEmployeeStore[],
): { add: number[]; remove: number[] } {
  const byId = new Map(stores.map((s) => [s.storeId, s]));
  const add: number[] = [];
  const remove: number[] = [];
  body.userStores.forEach((row, i) => {
    const store = byId.get(row.storeId);
    if (!store) throw new ApiError(404, API_ERROR_KEY.notFound, 'Store not found.', `userStores.${i}.storeId`);
    if (row.isAssigned === store.isAssigned) return;
    if (!store.mayAssign)
      throw new ApiError(
        403,
        EMPLOYEE_ERROR.storeNotAllowed,
        'Switch to All Stores to change other stores.',
        `userStores.${i}.storeId`,
      );
    (row.isAssigned ? add : remove).push(row.storeId);
  });
  const remaining = stores.filter((s) => (s.isAssigned && !remove.includes(s.storeId)) || add.includes(s.storeId));
  if (remaining.length === 0)
    throw badRequest(EMPLOYEE_ERROR.storeRequired, 'An employee works at one store at least.', 'userStores');
  return { add, remove };
}

/** The assignments as the change log shows them: role names with pay rates, store names. */
function loggedAssignments(
  roles: readonly { roleId: number; payRate: string }[],
  stores: readonly TEmployeeStore[],
  roleRows: readonly TMerchantRole[],
) {
  const name = new Map(roleRows.map((r) => [r.id, r.name]));
  return {
    roles: roles
      .map((r) => `${name.get(r.roleId)} (${Number(r.payRate).toFixed(2)})`)
      .sort()
      .join(', '),
    stores: stores
      .filter((s) => s.isAssigned)
      .map((s) => s.storeName)
      .sort()
      .join(', '),
  };
}

/** A code of DEVICE_CODE_ALPHABET drawn by the CSPRNG, as XXXX-XXXX (about 40 bits). */
function newDeviceCode(): string {
  const pick = () => DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  const half = () => Array.from({ length: 4 }, pick).join('');
  return `${half()}-${half()}`;
}

export const hashDeviceCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * POST /Employee/GenerateDeviceRegistrationCode: a new single-use code for the employee at the view's store, valid
 * DEVICE_CODE_TTL_MINUTES, replacing the one before. Only its hash is stored; the answer is the one time it is shown.
 */
export async function generateDeviceCode(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  right: TDeviceCodeRight,
  body: TDeviceCodeRequest,
  now: Date = new Date(),
): Promise<TDeviceCodeResponse> {
  if (scope.kind !== 'store')
    throw badRequest(EMPLOYEE_ERROR.deviceCodeNeedsStore, 'Device codes are for one store: select a store first.');
  const employee = await employeeOr404(db, scope, body.posUserId);
  const held = new Set((await employeeRoleRows(db, scope, employee.id)).map((r) => r.roleId));
  const roles = (await merchantRoles(db, scope)).map((r) => ({ isAssigned: held.has(r.id), isPosUser: r.isPosUser }));
  if (!mayGenerateDeviceCode(right, employee, roles))
    throw new ApiError(
      403,
      EMPLOYEE_ERROR.deviceCodeNotAllowed,
      'A device code needs a POS role and the Device Registration Code permission.',
    );
  const code = newDeviceCode();
  const expiresAt = new Date(now.getTime() + DEVICE_CODE_TTL_MINUTES * 60_000);
  await replaceDeviceCode(db, scope, {
    employeeId: employee.id,
    codeHash: hashDeviceCode(code),
    expiresAt,
    createdAt: now,
    createdByUserId: actor.userId,
  });
  return {
    isSuccessful: true,
    message: `Device registration code for ${employee.name}: ${code}. It works once, for ${DEVICE_CODE_TTL_MINUTES} minutes.`,
    code,
    expiresAt: expiresAt.toISOString(),
  };
}

/** POST /Device/RegisterWithCode: a terminal uses a code once; any code that does not work gets the same answer. */
export async function registerDevice(db: TDb, typed: string, now: Date = new Date()): Promise<TRegisterDeviceResponse> {
  const registered = await redeemDeviceCode(db, hashDeviceCode(normalizeDeviceCode(typed)), now);
  if (!registered)
    throw badRequest(
      EMPLOYEE_ERROR.deviceCodeInvalid,
      'This device code is not valid: it may have expired, been used or been replaced.',
      'code',
    );
  return registered;
}
