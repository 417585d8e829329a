import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  MAX_ROLE_MATRIX_CHANGES,
  USER_ROLES_ERROR,
  ZDisplayRoles,
  ZUserJobCodes,
  type TDisplayRoles,
  type TRoleFeatureChange,
} from '@mp/contracts/user-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { activeRoleFeatures } from './job-code.queries.ts';

let t: TTestApp;
let store: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
});
afterAll(async () => {
  await t?.close();
});

const CORNER_CAFE = { owner: 10021, manager: 10022, cashier: 10023, noAccess: 10024, reports: 10025 };
const CORNER_CAFE_JOBS = [10026, 10027, 10028, 10029];
const USER_ROLES = 11;

const signedIn = async (user: string) => {
  const c = t.client();
  await c.logOn(user);
  return c;
};
const matrix = async (c: TestClient) => {
  const r = await c.post<TDisplayRoles>('/JobCode/GetDisplayRoles', {});
  expect(r.status).toBe(200);
  return ZDisplayRoles.parse(r.body);
};
const save = (c: TestClient, features: TRoleFeatureChange[]) => c.post('/JobCode/UpdateDisplayRoles', { features });
const has = (data: TDisplayRoles, roleId: number, featureId: number) =>
  data.features.find((f) => f.featureId === featureId)!.permissions[data.roles.findIndex((r) => r.roleId === roleId)];
const featureIdsOf = async (c: TestClient) => (await c.get('/Portal/GetPortalData')).body.featureIds as number[];

describe('POST /JobCode/GetDisplayRoles', () => {
  it('answers the catalogue and only the merchant’s own roles', async () => {
    const data = await matrix(store);
    expect(data.roles.map((r) => r.roleId)).toEqual([...Object.values(CORNER_CAFE), ...CORNER_CAFE_JOBS]);
    for (const f of data.features) expect(f.permissions).toHaveLength(data.roles.length);
    // Rows come in display order, sections before their pages, with the tree fields filled.
    expect(data.features.map((f) => f.index)).toEqual([...data.features.map((f) => f.index)].sort((a, b) => a - b));
    expect(data.features.find((f) => f.featureId === 10)).toMatchObject({
      name: 'Employees',
      parentFeatureId: null,
      featureType: 3,
      leafLevel: 0,
      hierarchyLevel: 0,
    });
    expect(data.features.find((f) => f.featureId === USER_ROLES)).toMatchObject({
      parentFeatureId: 10,
      leafLevel: 1,
      hierarchyLevel: 1,
    });
    expect(data.features.find((f) => f.featureId === 201)).toMatchObject({ parentFeatureId: 32, hierarchyLevel: 2 });
    expect(data.features.find((f) => f.featureId === 132)).toMatchObject({
      parentFeatureId: 130,
      featureType: 2,
      mutuallyExclusiveGroupName: 'registerMode',
    });
    expect(new Set(data.features.map((f) => f.featureType))).toEqual(new Set([2, 3, 171]));

    const owner = data.roles[0]!;
    expect(owner).toMatchObject({ name: 'Owner', roleRank: '1', asmJobId: null, laborRate: '0.00' });
    const backOffice = data.features.filter((f) => f.featureType !== 2).map((f) => f.featureId);
    expect(owner.isActiveFeature).toEqual(backOffice);
    expect(data.roles.find((r) => r.roleId === CORNER_CAFE.noAccess)!.isActiveFeature).toEqual([]);
    const reports = data.roles.find((r) => r.roleId === CORNER_CAFE.reports)!;
    expect(reports.isActiveFeature).not.toContain(201);
    expect(reports.isActiveFeature).toContain(USER_ROLES);
    const host = data.roles.find((r) => r.roleId === 10028)!;
    expect(host).toMatchObject({ name: 'Host', asmJobId: 'JOB-HOST-1002', isBackOfficeUser: false });
    expect(host.isActiveFeature).toEqual([132]);
    // permissions and isActiveFeature say the same thing.
    for (const [i, role] of data.roles.entries())
      expect(data.features.filter((f) => f.permissions[i]).map((f) => f.featureId)).toEqual(role.isActiveFeature);
  });

  it('shows another merchant only its own roles', async () => {
    const data = await matrix(await signedIn('company'));
    expect(data.roles.map((r) => r.roleId)).toEqual([10011, 10012, 10013, 10014, 10015, 10016, 10017, 10018, 10019]);
  });

  it('refuses without a session (401), without CSRF (403) and for an admin with no merchant chosen (403)', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post('/JobCode/GetDisplayRoles', {})).status).toBe(401);
    expect((await anonymous.get('/JobCode/GetAllForExistingUser?userCode=store')).status).toBe(401);
    const noCsrf = await store.post('/JobCode/GetDisplayRoles', {}, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.messageKey).toBe(API_ERROR_KEY.csrf);
    const badToken = await store.post('/JobCode/UpdateDisplayRoles', { features: [] }, { csrf: 'forged' });
    expect(badToken.body).toMatchObject({ statusCode: 403, messageKey: API_ERROR_KEY.csrf });
    expect((await (await signedIn('admin')).post('/JobCode/GetDisplayRoles', {})).status).toBe(403);
  });
});

describe('POST /JobCode/UpdateDisplayRoles', () => {
  it('saves the cells and the next GetPortalData reflects them at once', async () => {
    const cashier = await signedIn('forgetful');
    expect(await featureIdsOf(cashier)).toEqual([]);
    const off = await save(store, [
      { featureId: 35, isActive: false, roleId: CORNER_CAFE.cashier },
      { featureId: 141, isActive: false, roleId: CORNER_CAFE.cashier },
      { featureId: 230, isActive: true, roleId: 10029 },
    ]);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true });
    expect(await featureIdsOf(cashier)).toEqual([35]);
    const data = await matrix(store);
    expect(has(data, CORNER_CAFE.cashier, 35)).toBe(false);
    expect(has(data, CORNER_CAFE.cashier, 141)).toBe(false);
    expect(has(data, 10029, 230)).toBe(true);
    expect(has(data, CORNER_CAFE.manager, 35)).toBe(true);

    await save(store, [
      { featureId: 35, isActive: true, roleId: CORNER_CAFE.cashier },
      { featureId: 141, isActive: true, roleId: CORNER_CAFE.cashier },
      { featureId: 230, isActive: false, roleId: 10029 },
    ]);
    expect(await featureIdsOf(cashier)).toEqual([]);
  });

  it.each([
    [
      'an unknown feature',
      [{ featureId: 9999, isActive: true, roleId: CORNER_CAFE.cashier }],
      400,
      USER_ROLES_ERROR.unknownFeature,
      'features.1.featureId',
    ],
    [
      'a duplicate cell',
      [{ featureId: 35, isActive: true, roleId: CORNER_CAFE.manager }],
      400,
      USER_ROLES_ERROR.duplicateCell,
      'features.1',
    ],
    [
      'another merchant’s role',
      [{ featureId: 35, isActive: false, roleId: 10013 }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    [
      'a provider role',
      [{ featureId: 35, isActive: false, roleId: 1 }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    [
      'a role that does not exist',
      [{ featureId: 35, isActive: false, roleId: 987654 }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    // The Host job has 132 on: switching a sibling on beside it breaks the rule.
    [
      'a result breaking the 132 rule',
      [{ featureId: 131, isActive: true, roleId: 10028 }],
      400,
      USER_ROLES_ERROR.exclusiveSwitch,
      'features',
    ],
  ])('refuses %s and changes nothing', async (_label, bad, status, messageKey, field) => {
    const before = await activeRoleFeatures(t.db, 1002);
    const otherBefore = await activeRoleFeatures(t.db, 1001);
    const r = await save(store, [{ featureId: 35, isActive: false, roleId: CORNER_CAFE.manager }, ...bad]);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, statusCode: status, messageKey, field });
    expect(await activeRoleFeatures(t.db, 1002)).toEqual(before);
    expect(await activeRoleFeatures(t.db, 1001)).toEqual(otherBefore);
  });

  it.each([
    ['no cells', { features: [] }],
    ['no body fields', {}],
    ['a non-boolean', { features: [{ featureId: 35, isActive: 'yes', roleId: CORNER_CAFE.cashier }] }],
    [
      'too many cells',
      {
        features: Array.from({ length: MAX_ROLE_MATRIX_CHANGES + 1 }, (_, i) => ({
          featureId: 35,
          isActive: true,
          roleId: i + 1,
        })),
      },
    ],
  ])('answers 400 for %s', async (_label, body) => {
    const r = await store.post('/JobCode/UpdateDisplayRoles', body);
    expect(r.status).toBe(400);
    expect(r.body.messageKey).toBe(API_ERROR_KEY.validation);
  });

  it('accepts 132 on when its siblings go off in the same save', async () => {
    const r = await save(store, [
      { featureId: 131, isActive: false, roleId: 10026 },
      { featureId: 133, isActive: false, roleId: 10026 },
      { featureId: 132, isActive: true, roleId: 10026 },
    ]);
    expect(r.status).toBe(200);
    const data = await matrix(store);
    expect([131, 132, 133].map((id) => has(data, 10026, id))).toEqual([false, true, false]);
  });

  it('lets a user change roles at or below their own rank only', async () => {
    const manager = await signedIn('rolesadmin');
    const above = await save(manager, [{ featureId: 36, isActive: false, roleId: CORNER_CAFE.owner }]);
    expect(above.status).toBe(403);
    expect(above.body).toMatchObject({ messageKey: USER_ROLES_ERROR.rankAbove, field: 'features.0.roleId' });
    expect(has(await matrix(store), CORNER_CAFE.owner, 36)).toBe(true);
    for (const roleId of [CORNER_CAFE.manager, CORNER_CAFE.cashier, 10026]) {
      expect((await save(manager, [{ featureId: 36, isActive: false, roleId }])).status).toBe(200);
      expect((await save(manager, [{ featureId: 36, isActive: true, roleId }])).status).toBe(200);
    }
  });

  it('a role without the user-roles feature may not use the calls; the Owner gives it back', async () => {
    const manager = await signedIn('rolesadmin');
    expect((await matrix(manager)).roles).toHaveLength(9);
    expect((await save(store, [{ featureId: USER_ROLES, isActive: false, roleId: CORNER_CAFE.manager }])).status).toBe(
      200,
    );
    // The next call already knows: no new sign-in needed.
    expect(await featureIdsOf(manager)).toEqual([USER_ROLES]);
    expect((await manager.post('/JobCode/GetDisplayRoles', {})).status).toBe(403);
    expect((await save(manager, [{ featureId: 36, isActive: true, roleId: CORNER_CAFE.cashier }])).status).toBe(403);
    expect((await manager.get('/JobCode/GetAllForExistingUser?userCode=rolesadmin')).status).toBe(403);
    await save(store, [{ featureId: USER_ROLES, isActive: true, roleId: CORNER_CAFE.manager }]);
    expect((await manager.post('/JobCode/GetDisplayRoles', {})).status).toBe(200);
  });
});

describe('GET /JobCode/GetAllForExistingUser', () => {
  it('lists the merchant’s roles and marks the user’s own', async () => {
    for (const userCode of ['store', 'STORE']) {
      const r = await store.get(`/JobCode/GetAllForExistingUser?userCode=${userCode}`);
      expect(r.status).toBe(200);
      const rows = ZUserJobCodes.parse(r.body);
      expect(rows.map((j) => j.roleId)).toEqual([...Object.values(CORNER_CAFE), ...CORNER_CAFE_JOBS]);
      expect(rows.filter((j) => j.isAssigned)).toEqual([
        { roleId: CORNER_CAFE.owner, asmJobId: null, isAssigned: true },
      ]);
      expect(rows.find((j) => j.roleId === 10026)!.asmJobId).toBe('JOB-SERVER-1002');
    }
    const forReports = (await store.get('/JobCode/GetAllForExistingUser?userCode=reports')).body as {
      roleId: number;
      isAssigned: boolean;
    }[];
    expect(forReports.filter((j) => j.isAssigned).map((j) => j.roleId)).toEqual([CORNER_CAFE.reports]);
  });

  it.each([
    ['another merchant’s user', 'company', 404],
    ['an unknown user', 'nobody-here', 404],
    ['an empty code', '', 400],
  ])('answers %s with %i', async (_label, userCode, status) => {
    const r = await store.get(`/JobCode/GetAllForExistingUser?userCode=${userCode}`);
    expect(r.status).toBe(status);
    if (status === 404) expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.notFound, field: 'userCode' });
  });
});
