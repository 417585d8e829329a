import { EMPLOYEE_SORT } from '@mp/contracts/employees';
import { expect } from 'vitest';
import { employeeIdOf, MERCHANT_ROLE, roleIdOf, USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
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
} from './employees.queries.ts';

const page = { search: '', limit: 1000, offset: 0, sort: EMPLOYEE_SORT.defaultSort };
/** A's first ticket ringer; B's, which A must never reach by id. */
const ownOf = (merchantId: number) => employeeIdOf(merchantId, 0);

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: redeemDeviceCode,
    unscoped: 'a terminal redeems a device code without a session: the single-use code is the credential',
  },
  { fn: pageEmployees, run: ({ db, A }) => pageEmployees(db, A.company, page) },
  {
    fn: pageEmployees,
    name: 'pageEmployees of a store view',
    run: ({ db, A }) => pageEmployees(db, A.store, page),
    check: (result) => expect((result as { total: number }).total).toBeGreaterThan(0),
  },
  {
    fn: findEmployee,
    run: ({ db, A }) => findEmployee(db, A.company, ownOf(A.merchantId)),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: findEmployee,
    name: "findEmployee of B's employee",
    run: ({ db, A, B }) => findEmployee(db, A.company, ownOf(B.merchantId)),
    check: (result) => expect(result).toBeNull(),
  },
  { fn: employeeRoleRows, run: ({ db, A }) => employeeRoleRows(db, A.merchant, ownOf(A.merchantId)) },
  {
    fn: employeeRoleRows,
    name: "employeeRoleRows of B's employee",
    run: ({ db, A, B }) => employeeRoleRows(db, A.merchant, ownOf(B.merchantId)),
    check: (result) => expect(result).toEqual([]),
  },
  {
    fn: employeeStoreRows,
    run: ({ db, A }) => employeeStoreRows(db, A.merchant, ownOf(A.merchantId), { limit: 500, offset: 0 }),
  },
  {
    fn: claimEmployeeVersion,
    name: "claimEmployeeVersion of B's employee",
    run: ({ db, A, B }) => db.transaction((tx) => claimEmployeeVersion(tx, A.merchant, ownOf(B.merchantId), 1)),
    check: (result) => expect(result).toBe(false),
  },
  {
    fn: replaceEmployeeRoles,
    run: ({ db, A }) =>
      db.transaction((tx) =>
        replaceEmployeeRoles(tx, A.merchant, ownOf(A.merchantId), [
          { roleId: roleIdOf(A.merchantId, MERCHANT_ROLE.Manager), payRate: '25.00' },
        ]),
      ),
  },
  {
    fn: setEmployeeStores,
    run: ({ db, A }) =>
      db.transaction((tx) => setEmployeeStores(tx, A.merchant, ownOf(A.merchantId), { add: [A.storeId], remove: [] })),
  },
  {
    fn: setLoginRole,
    name: "setLoginRole of B's login",
    run: ({ db, A }) =>
      db.transaction((tx) => setLoginRole(tx, A.merchant, USER.store, roleIdOf(A.merchantId, 'Owner'))),
  },
  {
    fn: replaceDeviceCode,
    run: ({ db, A }) =>
      replaceDeviceCode(db, A.store, {
        employeeId: ownOf(A.merchantId),
        codeHash: 'hash',
        expiresAt: new Date(),
        createdAt: new Date(),
        createdByUserId: USER.company,
      }),
  },
];
