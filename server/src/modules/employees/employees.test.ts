import { createHash } from 'node:crypto';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  DEVICE_CODE_FEATURE_ID,
  DEVICE_CODE_PATTERN,
  EMPLOYEE_ERROR,
  EMPLOYEES_API,
  EMPLOYEES_PAGE_SIZE,
  ZDeviceCodeResponse,
  ZEmployeeDetail,
  ZEmployeeSearchResponse,
  ZEmployeeStoresResponse,
  type TEmployeeDetail,
  type TEmployeeSearchRequest,
} from '@mp/contracts/employees';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { changeLog, employeeDeviceCodes, employeeRoles, users } from '../../db/schema.ts';
import { employeeIdOf, MERCHANT, POS_JOB_ROLE, roleIdOf, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createEmployee } from '../../test/factories/employees.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createJobRole, setRoleFeatures } from '../../test/factories/user-roles.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * The employee calls through HTTP. Reads use the demo where it shows what the issue asks (Corner Cafe's classic list,
 * Demo Bistro's manager platform); every write works on a merchant of the test's own.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DETAIL_FLAGS = { [ACCESS_FLAG.managerMode]: true, [ACCESS_FLAG.asmEmployee]: true };
const QUERY = '?action=GenerateDeviceRegistrationCode&isNewUi=true&isAjaxRequest=true&jsonFormat=camelCase';

async function signedIn(userName: string, view?: { merchantId: number; storeId: number }): Promise<TestClient> {
  const c = t.client();
  expect((await c.logOn(userName)).body.success).toBe(true);
  if (view)
    expect(
      (await c.post(`/Account/SaveStoreContext?StoreId=${view.storeId}`, { OverrideMerchantId: view.merchantId }))
        .status,
    ).toBe(200);
  return c;
}

/** A merchant of the test's own with the detail's flags, two stores, a POS job role, and clients in both views. */
async function world(options: { storeCount?: number; flags?: Record<string, boolean> } = {}) {
  const merchant = await createMerchant(t.db, { storeCount: options.storeCount ?? 2 });
  await setFlags(t.db, merchant.company, { ...DETAIL_FLAGS, ...options.flags });
  const server = await createJobRole(t.db, merchant, { name: 'Server', features: [130, 131] });
  const as = async (role: keyof TMerchantFixture['roleIds'], storeId?: number) => {
    const user = await createUser(
      t.db,
      merchant,
      storeId ? { role, storeIds: [storeId] } : { role, isCompanyUser: true },
    );
    return signedIn(user.userName, { merchantId: merchant.merchantId, storeId: storeId ?? 0 });
  };
  return { merchant, server, as };
}

const search = async (c: TestClient, body: TEmployeeSearchRequest = {}) => {
  const r = await c.post(EMPLOYEES_API.search, body);
  expect(r.status).toBe(200);
  return ZEmployeeSearchResponse.parse(r.body);
};
const detailOf = async (c: TestClient, posUserId: number): Promise<TEmployeeDetail> => {
  const r = await c.get(`${EMPLOYEES_API.detail}?posUserId=${posUserId}`);
  expect(r.status).toBe(200);
  return ZEmployeeDetail.parse(r.body);
};
/** The update body that saves the detail as loaded, with `roles` and `stores` changed. */
const updateBody = (
  d: TEmployeeDetail,
  roles: Record<number, { isAssigned: boolean; payRate?: string }> = {},
  stores: Record<number, boolean> = {},
) => ({
  posUserId: d.posUserId,
  userRoles: d.userRoles.map((r) => ({
    roleId: r.roleId,
    isAssigned: roles[r.roleId]?.isAssigned ?? r.isAssigned,
    payRate: roles[r.roleId]?.payRate ?? r.payRate,
  })),
  userStores: d.userStores.map((s) => ({ storeId: s.storeId, isAssigned: stores[s.storeId] ?? s.isAssigned })),
  ConcurrencyChecksum: d.ConcurrencyChecksum,
});
const assigned = (d: TEmployeeDetail) => d.userRoles.filter((r) => r.isAssigned).map((r) => [r.name, r.payRate]);
const heldRoles = async (employeeId: number) =>
  (await t.db.select().from(employeeRoles).where(eq(employeeRoles.employeeId, employeeId))).map((r) => r.roleId);

describe('the list (POST /Employee/SearchEmployees)', () => {
  it('pages the company’s employees by 25, sorted by name, and never another merchant’s', async () => {
    const { merchant, as } = await world();
    const other = await createMerchant(t.db);
    await createEmployee(t.db, other, { firstName: 'Other', lastName: 'Merchant' });
    for (let i = 0; i < 30; i++)
      await createEmployee(t.db, merchant, { firstName: `P${String(29 - i).padStart(2, '0')}`, lastName: 'Person' });
    const owner = await as('Owner');
    const page1 = await search(owner);
    expect(page1.TotalRowCount).toBe(30);
    expect(page1.ResultSet).toHaveLength(EMPLOYEES_PAGE_SIZE);
    const page2 = await search(owner, { RequestedPageNum: 2 });
    expect([...page1.ResultSet, ...page2.ResultSet].map((r) => r.UserName)).toEqual(
      Array.from({ length: 30 }, (_, i) => `P${String(i).padStart(2, '0')} Person`),
    );
    expect((await search(owner, { SearchArg: 'Other' })).TotalRowCount).toBe(0);
  });

  it('searches name, number, short name, e-mail and phone, case-insensitively, % and _ literally', async () => {
    const { merchant, as } = await world();
    const ada = await createEmployee(t.db, merchant, { firstName: 'Ada', lastName: 'Lovelace', employeeNumber: 'E-7' });
    const bob = await createEmployee(t.db, merchant, { firstName: 'Bob', lastName: 'Stone', email: 'bob_100%@x.test' });
    const owner = await as('Owner');
    const ids = async (SearchArg: string) => (await search(owner, { SearchArg })).ResultSet.map((r) => r.POSUserId);
    expect(await ids('lovelace')).toEqual([ada]);
    expect(await ids('ADA LOV')).toEqual([ada]);
    expect(await ids('e-7')).toEqual([ada]);
    expect(await ids('_100%')).toEqual([bob]);
    expect(await ids('%')).toEqual([bob]);
    expect(await ids('nobody')).toEqual([]);
  });

  it('sorts by each column both ways, ties broken by id', async () => {
    const { merchant, as } = await world();
    const a = await createEmployee(t.db, merchant, {
      firstName: 'Cy',
      lastName: 'A',
      employeeNumber: '3',
      email: 'b@x',
    });
    const b = await createEmployee(t.db, merchant, {
      firstName: 'Al',
      lastName: 'B',
      employeeNumber: '1',
      email: 'c@x',
    });
    const c = await createEmployee(t.db, merchant, {
      firstName: 'Bo',
      lastName: 'C',
      employeeNumber: '2',
      email: 'a@x',
    });
    const owner = await as('Owner');
    const ids = async (body: TEmployeeSearchRequest) => (await search(owner, body)).ResultSet.map((r) => r.POSUserId);
    expect(await ids({})).toEqual([b, c, a]);
    expect(await ids({ SortDirection: 'DESC' })).toEqual([a, c, b]);
    expect(await ids({ SortColumn: 'EmployeeNumber' })).toEqual([b, c, a]);
    expect(await ids({ SortColumn: 'Email', SortDirection: 'DESC' })).toEqual([b, a, c]);
    expect((await owner.post(EMPLOYEES_API.search, { SortColumn: 'Password' })).status).toBe(400);
  });

  it('lists roles as user roles and jobs, and a store view only its store’s employees', async () => {
    const { merchant, server, as } = await world();
    const first = await createEmployee(t.db, merchant, {
      roles: [{ roleId: server }, { roleId: merchant.roleIds.Manager }],
      storeIds: [merchant.storeIds[0]!],
    });
    const second = await createEmployee(t.db, merchant, { storeIds: [merchant.storeIds[1]!] });
    const [row] = (await search(await as('Owner'), { SearchArg: '' })).ResultSet.filter((r) => r.POSUserId === first);
    expect(row!.UserRoles).toEqual([
      { Name: 'Manager', ASMJobId: null },
      { Name: 'Server', ASMJobId: `JOB-TEST-${merchant.merchantId}` },
    ]);
    const atSecond = await as('Owner', merchant.storeIds[1]);
    expect((await search(atSecond)).ResultSet.map((r) => r.POSUserId)).toEqual([second]);
  });

  it('shows the demo: Corner Cafe’s staff and logins for `store`, Demo Bistro’s for `merchantadmin`', async () => {
    const cafe = await search(await signedIn('store'), { PageRowCount: 200 });
    expect(cafe.TotalRowCount).toBeGreaterThanOrEqual(8);
    const ringer = cafe.ResultSet.find((r) => r.POSUserId === employeeIdOf(MERCHANT.cornerCafe, 2))!;
    expect(ringer.UserRoles.map((r) => r.Name)).toContain('Server');
    expect(cafe.ResultSet.some((r) => r.MembershipUserId !== null)).toBe(true);
    expect(cafe.ResultSet.some((r) => !r.IsActive)).toBe(true);
    const bistro = await signedIn('merchantadmin', { merchantId: MERCHANT.demoBistro, storeId: 0 });
    expect((await search(bistro)).TotalRowCount).toBeGreaterThanOrEqual(8);
  });

  it('needs the employees feature', async () => {
    const { merchant, as } = await world();
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [FEATURE_ID.employees]: false });
    const r = await (await as('Manager')).post(EMPLOYEES_API.search, {});
    expect(r.status).toBe(403);
    expect((await t.client().get(`${EMPLOYEES_API.detail}?posUserId=1`)).status).toBe(401);
  });
});

describe('the detail (GET /Employee/GetEmployee) and its stores', () => {
  it('answers the record, every role with whether the editor may assign it, and the stores', async () => {
    const { merchant, server, as } = await world();
    const id = await createEmployee(t.db, merchant, {
      roles: [{ roleId: server, payRate: '12.5' }],
      storeIds: merchant.storeIds,
    });
    const d = await detailOf(await as('Manager'), id);
    expect(d).toMatchObject({ posUserId: id, membershipUserId: null, membershipUserName: null, isApproved: true });
    expect(assigned(d)).toEqual([['Server', '12.50']]);
    const mayAssign = Object.fromEntries(d.userRoles.map((r) => [r.name, r.mayAssign]));
    expect(mayAssign).toEqual({ Owner: false, Manager: true, Cashier: true, Server: true });
    expect(d.userStores.map((s) => [s.isAssigned, s.mayAssign])).toEqual([
      [true, true],
      [true, true],
    ]);
    const stores = await (
      await as('Owner', merchant.storeIds[0])
    ).post(EMPLOYEES_API.stores, {
      PageRowCount: 500,
      RequestedPageNum: 1,
      NumericKeySearchArg: id,
    });
    expect(ZEmployeeStoresResponse.parse(stores.body).resultSet.map((s) => s.mayAssign)).toEqual(
      merchant.storeIds.map((storeId) => storeId === merchant.storeIds[0]),
    );
  });

  it('is not found for another merchant’s employee, one of another store, or a wrong login id', async () => {
    const { merchant, as } = await world();
    const other = await createMerchant(t.db);
    const theirs = await createEmployee(t.db, other);
    const atSecond = await createEmployee(t.db, merchant, { storeIds: [merchant.storeIds[1]!] });
    const owner = await as('Owner');
    for (const url of [
      `${EMPLOYEES_API.detail}?posUserId=${theirs}`,
      `${EMPLOYEES_API.detail}?posUserId=${atSecond}&membershipUserId=1`,
    ])
      expect((await owner.get(url)).status).toBe(404);
    expect(
      (await (await as('Owner', merchant.storeIds[0])).get(`${EMPLOYEES_API.detail}?posUserId=${atSecond}`)).status,
    ).toBe(404);
    expect((await owner.post(EMPLOYEES_API.stores, { NumericKeySearchArg: theirs })).body.messageKey).toBe(
      API_ERROR_KEY.notFound,
    );
  });

  it('needs manager mode and the ASM employee flag (spec 3 §2.3)', async () => {
    const merchant = await createMerchant(t.db);
    const user = await createUser(t.db, merchant, { isCompanyUser: true });
    const id = await createEmployee(t.db, merchant);
    const c = await signedIn(user.userName, { merchantId: merchant.merchantId, storeId: 0 });
    expect((await c.get(`${EMPLOYEES_API.detail}?posUserId=${id}`)).status).toBe(403);
    expect((await c.post(EMPLOYEES_API.search, {})).status).toBe(200);
  });

  it('opens for the demo: a Corner Cafe server’s detail for `store`', async () => {
    const d = await detailOf(await signedIn('store'), employeeIdOf(MERCHANT.cornerCafe, 2));
    expect(d.userRoles.find((r) => r.roleId === roleIdOf(MERCHANT.cornerCafe, POS_JOB_ROLE.Server))?.isAssigned).toBe(
      true,
    );
    expect(d.mayGenerateDeviceCode).toBe(true);
    expect(d.userStores).toHaveLength(1);
  });
});

describe('the update (POST /Employee/UpdateUser)', () => {
  it('assigns a role with its pay rate and a store, logs it, and answers the next checksum', async () => {
    const { merchant, server, as } = await world();
    const id = await createEmployee(t.db, merchant);
    const owner = await as('Owner');
    const before = await detailOf(owner, id);
    const r = await owner.post(
      EMPLOYEES_API.update,
      updateBody(before, { [server]: { isAssigned: true, payRate: '14.5' } }, { [merchant.storeIds[1]!]: true }),
    );
    expect(r.status).toBe(200);
    const after = await detailOf(owner, id);
    expect(assigned(after)).toEqual([['Server', '14.50']]);
    expect(after.userStores.every((s) => s.isAssigned)).toBe(true);
    expect(r.body.ConcurrencyChecksum).toBe(after.ConcurrencyChecksum);
    expect(after.ConcurrencyChecksum).not.toBe(before.ConcurrencyChecksum);
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'employee'), eq(changeLog.entityId, id)));
    expect(entry).toBeDefined();
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const { merchant, server, as } = await world();
    const id = await createEmployee(t.db, merchant);
    const owner = await as('Owner');
    const loaded = await detailOf(owner, id);
    expect(
      (await owner.post(EMPLOYEES_API.update, updateBody(loaded, { [server]: { isAssigned: true } }))).status,
    ).toBe(200);
    const stale = await owner.post(EMPLOYEES_API.update, updateBody(loaded, { [server]: { isAssigned: false } }));
    expect(stale.status).toBe(409);
    expect(stale.body.messageKey).toBe(EMPLOYEE_ERROR.staleChecksum);
    expect(await heldRoles(id)).toEqual([server]);
  });

  it('refuses a role above the editor’s rank, or with a feature their role lacks, with 403 and writes nothing', async () => {
    const { merchant, as } = await world();
    const id = await createEmployee(t.db, merchant);
    const bar = await createJobRole(t.db, merchant, { name: 'Bar', features: [131] });
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { 131: false });
    const manager = await as('Manager');
    const d = await detailOf(manager, id);
    expect(d.userRoles.find((r) => r.roleId === bar)?.mayAssign).toBe(false);
    const above = await manager.post(
      EMPLOYEES_API.update,
      updateBody(d, { [merchant.roleIds.Owner]: { isAssigned: true } }),
    );
    expect(above.status).toBe(403);
    expect(above.body).toMatchObject({
      messageKey: EMPLOYEE_ERROR.roleAboveRank,
      field: expect.stringMatching(/^userRoles\.\d+\.roleId$/),
    });
    const notHeld = await manager.post(EMPLOYEES_API.update, updateBody(d, { [bar]: { isAssigned: true } }));
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.messageKey).toBe(EMPLOYEE_ERROR.roleFeatureNotHeld);
    expect(await heldRoles(id)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, another merchant’s role or store with 404', async () => {
    const { merchant, server, as } = await world();
    const other = await createMerchant(t.db);
    const id = await createEmployee(t.db, merchant);
    const owner = await as('Owner');
    const d = await detailOf(owner, id);
    const body = updateBody(d);
    const cases: [object, number, string][] = [
      [{ ...body, userRoles: [{ roleId: server, isAssigned: true, payRate: '12.345' }] }, 400, 'userRoles.0.payRate'],
      [
        {
          ...body,
          userRoles: [
            { roleId: server, isAssigned: true, payRate: '1' },
            { roleId: server, isAssigned: true, payRate: '1' },
          ],
        },
        400,
        'userRoles.1.roleId',
      ],
      [
        { ...body, userRoles: [{ roleId: other.roleIds.Cashier, isAssigned: true, payRate: '1' }] },
        404,
        'userRoles.0.roleId',
      ],
      [{ ...body, userStores: [{ storeId: other.storeIds[0]!, isAssigned: true }] }, 404, 'userStores.0.storeId'],
      [
        { ...body, userStores: d.userStores.map((s) => ({ storeId: s.storeId, isAssigned: false })) },
        400,
        'userStores',
      ],
      [{ ...body, posUserId: 2 ** 31 }, 400, 'posUserId'],
    ];
    for (const [payload, status, field] of cases) {
      const r = await owner.post(EMPLOYEES_API.update, payload);
      expect([r.status, r.body.field]).toEqual([status, field]);
    }
    expect(await heldRoles(id)).toEqual([]);
  });

  it('keeps a login to exactly one back-office role (and moves the login with it); none without a login', async () => {
    const { merchant, as } = await world();
    const login = await createUser(t.db, merchant, { role: 'Cashier' });
    const withLogin = await createEmployee(t.db, merchant, {
      userId: login.userId,
      roles: [{ roleId: merchant.roleIds.Cashier }],
    });
    const posOnly = await createEmployee(t.db, merchant);
    const owner = await as('Owner');
    const d = await detailOf(owner, withLogin);
    const two = await owner.post(
      EMPLOYEES_API.update,
      updateBody(d, { [merchant.roleIds.Manager]: { isAssigned: true } }),
    );
    expect([two.status, two.body.messageKey]).toEqual([400, EMPLOYEE_ERROR.oneBackOfficeRole]);
    const moved = await owner.post(
      EMPLOYEES_API.update,
      updateBody(d, {
        [merchant.roleIds.Manager]: { isAssigned: true },
        [merchant.roleIds.Cashier]: { isAssigned: false },
      }),
    );
    expect(moved.status).toBe(200);
    const [user] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, login.userId));
    expect(user!.roleId).toBe(merchant.roleIds.Manager);
    const p = await detailOf(owner, posOnly);
    const refused = await owner.post(
      EMPLOYEES_API.update,
      updateBody(p, { [merchant.roleIds.Cashier]: { isAssigned: true } }),
    );
    expect([refused.status, refused.body.messageKey]).toEqual([400, EMPLOYEE_ERROR.backOfficeRoleNeedsLogin]);
  });

  it('lets a store view change its own store’s row only', async () => {
    const { merchant, as } = await world();
    const id = await createEmployee(t.db, merchant, { storeIds: [merchant.storeIds[0]!] });
    const atFirst = await as('Owner', merchant.storeIds[0]);
    const d = await detailOf(atFirst, id);
    const r = await atFirst.post(EMPLOYEES_API.update, updateBody(d, {}, { [merchant.storeIds[1]!]: true }));
    expect([r.status, r.body.messageKey]).toEqual([403, EMPLOYEE_ERROR.storeNotAllowed]);
  });
});

describe('the device registration code', () => {
  const stored = async (employeeId: number) =>
    t.db.select().from(employeeDeviceCodes).where(eq(employeeDeviceCodes.employeeId, employeeId));

  it('makes a single-use code for the store, keeps only its hash, and replaces the one before', async () => {
    const { merchant, server, as } = await world({ flags: { [ACCESS_FLAG.deviceRegistrationCode]: true } });
    const id = await createEmployee(t.db, merchant, { roles: [{ roleId: server }] });
    const atStore = await as('Owner', merchant.storeIds[0]);
    expect((await detailOf(atStore, id)).mayGenerateDeviceCode).toBe(true);
    const body = { posUserId: id, userFullName: 'Test Employee', userName: 'Test Employee' };
    const first = ZDeviceCodeResponse.parse((await atStore.post(`${EMPLOYEES_API.deviceCode}${QUERY}`, body)).body);
    expect(first.code).toMatch(DEVICE_CODE_PATTERN);
    const [row] = await stored(id);
    expect(row).toMatchObject({
      storeId: merchant.storeIds[0],
      usedAt: null,
      codeHash: createHash('sha256').update(first.code).digest('hex'),
    });
    expect(JSON.stringify(row)).not.toContain(first.code);
    expect(new Date(first.expiresAt).getTime()).toBe(row!.expiresAt.getTime());
    const second = ZDeviceCodeResponse.parse((await atStore.post(`${EMPLOYEES_API.deviceCode}${QUERY}`, body)).body);
    const rows = await stored(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(createHash('sha256').update(second.code).digest('hex'));
  });

  it('needs a store, the flag, the permission and a POS role', async () => {
    const { merchant, server, as } = await world({ flags: { [ACCESS_FLAG.deviceRegistrationCode]: true } });
    const noFlag = await world();
    const withJob = await createEmployee(t.db, merchant, { roles: [{ roleId: server }] });
    const noJob = await createEmployee(t.db, merchant);
    const call = (c: TestClient, posUserId: number) =>
      c.post(`${EMPLOYEES_API.deviceCode}${QUERY}`, { posUserId, userFullName: 'x', userName: 'x' });
    const company = await call(await as('Owner'), withJob);
    expect([company.status, company.body.messageKey]).toEqual([400, EMPLOYEE_ERROR.deviceCodeNeedsStore]);
    const atStore = await as('Owner', merchant.storeIds[0]);
    expect((await call(atStore, noJob)).body.messageKey).toBe(EMPLOYEE_ERROR.deviceCodeNotAllowed);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [DEVICE_CODE_FEATURE_ID]: false });
    const manager = await as('Manager', merchant.storeIds[0]);
    expect((await detailOf(manager, withJob)).mayGenerateDeviceCode).toBe(false);
    expect((await call(manager, withJob)).status).toBe(403);
    const theirJob = await createEmployee(t.db, noFlag.merchant, { roles: [{ roleId: noFlag.server }] });
    expect((await call(await noFlag.as('Owner', noFlag.merchant.storeIds[0]), theirJob)).status).toBe(403);
    expect(
      await queryRows(
        t.db,
        sql`select 1 from employee_device_codes where employee_id in (${withJob}, ${noJob}, ${theirJob})`,
      ),
    ).toEqual([]);
  });

  it('registers a terminal once: used, expired, replaced or unknown codes get the same 400', async () => {
    const { merchant, server, as } = await world({ flags: { [ACCESS_FLAG.deviceRegistrationCode]: true } });
    const id = await createEmployee(t.db, merchant, {
      firstName: 'Reg',
      lastName: 'Ister',
      roles: [{ roleId: server }],
    });
    const atStore = await as('Owner', merchant.storeIds[0]);
    const generate = async () =>
      ZDeviceCodeResponse.parse(
        (await atStore.post(`${EMPLOYEES_API.deviceCode}${QUERY}`, { posUserId: id, userFullName: 'x', userName: 'x' }))
          .body,
      ).code;
    const terminal = t.client();
    const register = (code: string) => terminal.post(EMPLOYEES_API.registerDevice, { code });
    const invalid = async (code: string) => {
      const r = await register(code);
      expect([r.status, r.body.messageKey, r.body.field]).toEqual([400, EMPLOYEE_ERROR.deviceCodeInvalid, 'code']);
    };

    const replaced = await generate();
    const code = await generate();
    await invalid(replaced);
    const typed = code.toLowerCase().replace('-', ' ');
    const r = await register(typed);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ employeeName: 'Reg Ister', storeName: expect.any(String), merchantName: merchant.name });
    await invalid(code);
    await invalid('ZZZZ-ZZZZ');

    const late = await generate();
    await t.db.execute(
      sql`update employee_device_codes set expires_at = now() - interval '1 second' where employee_id = ${id}`,
    );
    await invalid(late);
  });

  it('works for the demo: Corner Cafe’s owner at the cafe', async () => {
    const id = employeeIdOf(MERCHANT.cornerCafe, 2);
    const store = await signedIn('store');
    const r = await store.post(`${EMPLOYEES_API.deviceCode}${QUERY}`, {
      posUserId: id,
      userFullName: 'x',
      userName: 'x',
    });
    expect(r.status).toBe(200);
    expect((await stored(id))[0]?.storeId).toBe(STORE.cornerCafe);
  });
});
