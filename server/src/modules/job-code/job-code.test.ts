import { FEATURE_ID as F } from '@mp/contracts/access/feature-ids';
import { EXCLUSIVE_FEATURE_ID } from '@mp/contracts/access/role-matrix';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  MAX_ROLE_MATRIX_CHANGES,
  USER_ROLES_ERROR,
  ZDisplayRoles,
  ZUserJobCodes,
  type TDisplayRoles,
  type TRoleFeatureChange,
} from '@mp/contracts/user-roles';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema.ts';
import { merchantScope } from '../../db/tenant.ts';
import { MERCHANT, MERCHANT_ROLE, POS_JOB_ROLE, roleIdOf } from '../../demo/ids.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { createJobRole, setRoleFeatures } from '../../test/factories/user-roles.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { activeRoleFeatures } from '../../shared/role-rights/role-rights.queries.ts';

/**
 * Reads and refused saves use Corner Cafe's demo matrix; every save that succeeds works on a merchant of the test's
 * own, so no test depends on another's changes.
 */
let t: TTestApp;
let store: TestClient;
/** A provider (Silver) role: it belongs to no merchant. */
let providerRoleId: number;
beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
  const [providerRole] = await t.db.select({ id: roles.id }).from(roles).where(isNull(roles.merchantId)).limit(1);
  providerRoleId = providerRole!.id;
});
afterAll(async () => {
  await t?.close();
});

/** A merchant's demo roles: the merchant roles, then (Demo Bistro and Corner Cafe) the POS job roles. */
const demoRolesOf = (merchantId: number) =>
  [...Object.values(MERCHANT_ROLE), ...Object.values(POS_JOB_ROLE)].map((n) => roleIdOf(merchantId, n));
const cafeRole = (role: keyof typeof MERCHANT_ROLE) => roleIdOf(MERCHANT.cornerCafe, role);
const cafeJob = (role: keyof typeof POS_JOB_ROLE) => roleIdOf(MERCHANT.cornerCafe, POS_JOB_ROLE[role]);
const CORNER_CAFE = merchantScope(MERCHANT.cornerCafe);
const DEMO_BISTRO = merchantScope(MERCHANT.demoBistro);

const signedIn = async (user: string) => {
  const c = t.client();
  expect((await c.logOn(user)).body.success).toBe(true);
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

/**
 * A merchant of the test's own: its Owner edits the matrix; a Manager (every feature but 132, rank 2), a Cashier
 * (nothing, rank 3) and a POS job role (register modes 130, 131 and 133, rank 3) are there to be changed.
 */
async function ownMerchant() {
  const merchant = await createMerchant(t.db);
  const jobRole = await createJobRole(t.db, merchant, { features: [130, 131, 133] });
  const owner = await signedIn((await createUser(t.db, merchant, { role: 'Owner' })).userName);
  const manager = await signedIn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
  return { merchant, roleIds: merchant.roleIds, jobRole, owner, manager };
}

describe('POST /JobCode/GetDisplayRoles', () => {
  it('answers the catalogue and only the merchant’s own roles', async () => {
    const data = await matrix(store);
    expect(data.roles.map((r) => r.roleId)).toEqual(demoRolesOf(MERCHANT.cornerCafe));
    for (const f of data.features) expect(f.permissions).toHaveLength(data.roles.length);
    // Rows come in display order, sections before their pages, with the tree fields filled.
    expect(data.features.map((f) => f.index)).toEqual([...data.features.map((f) => f.index)].sort((a, b) => a - b));
    expect(data.features.find((f) => f.featureId === F.employees)).toMatchObject({
      name: 'Employees',
      parentFeatureId: null,
      featureType: 3,
      leafLevel: 0,
      hierarchyLevel: 0,
    });
    expect(data.features.find((f) => f.featureId === F.userRoles)).toMatchObject({
      parentFeatureId: F.employees,
      leafLevel: 1,
      hierarchyLevel: 1,
    });
    expect(data.features.find((f) => f.featureId === 201)).toMatchObject({
      parentFeatureId: F.salesReports,
      hierarchyLevel: 2,
    });
    expect(data.features.find((f) => f.featureId === EXCLUSIVE_FEATURE_ID)).toMatchObject({
      parentFeatureId: 130,
      featureType: 2,
      mutuallyExclusiveGroupName: 'registerMode',
    });
    expect(new Set(data.features.map((f) => f.featureType))).toEqual(new Set([2, 3, 171]));

    const owner = data.roles[0]!;
    expect(owner).toMatchObject({ name: 'Owner', roleRank: '1', asmJobId: null, laborRate: '0.00' });
    // Every feature but the exclusive switch: the Owner may give the job roles their POS features.
    const allBut132 = data.features.map((f) => f.featureId).filter((id) => id !== EXCLUSIVE_FEATURE_ID);
    expect(owner.isActiveFeature).toEqual(allBut132);
    // The user (Corner Cafe's Owner) as editor: their rank and their role's features.
    expect(data.editor).toEqual({ rank: '1', isAdminType: false, featureIds: expect.any(Array) });
    expect([...data.editor.featureIds].sort((a, b) => a - b)).toEqual([...allBut132].sort((a, b) => a - b));
    expect(data.roles.find((r) => r.roleId === cafeRole('No Access'))!.isActiveFeature).toEqual([]);
    const reports = data.roles.find((r) => r.roleId === cafeRole('Reports Viewer'))!;
    expect(reports.isActiveFeature).not.toContain(201);
    expect(reports.isActiveFeature).toContain(F.userRoles);
    const host = data.roles.find((r) => r.roleId === cafeJob('Host'))!;
    expect(host).toMatchObject({ name: 'Host', asmJobId: `JOB-HOST-${MERCHANT.cornerCafe}`, isBackOfficeUser: false });
    expect(host.isActiveFeature).toEqual([EXCLUSIVE_FEATURE_ID]);
    // permissions and isActiveFeature say the same thing.
    for (const [i, role] of data.roles.entries())
      expect(data.features.filter((f) => f.permissions[i]).map((f) => f.featureId)).toEqual(role.isActiveFeature);
  });

  it('shows another merchant only its own roles', async () => {
    const data = await matrix(await signedIn('company'));
    expect(data.roles.map((r) => r.roleId)).toEqual(demoRolesOf(MERCHANT.demoBistro));
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
    const own = await ownMerchant();
    const { Owner, Manager } = own.roleIds;
    expect(await featureIdsOf(own.manager)).toEqual([]);
    const off = await save(own.owner, [
      { featureId: F.posTransactions, isActive: false, roleId: Manager },
      { featureId: 141, isActive: false, roleId: Manager },
      { featureId: 230, isActive: true, roleId: own.jobRole },
    ]);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true });
    expect(await featureIdsOf(own.manager)).toEqual([F.posTransactions]);
    const data = await matrix(own.owner);
    expect(has(data, Manager, F.posTransactions)).toBe(false);
    expect(has(data, Manager, 141)).toBe(false);
    expect(has(data, own.jobRole, 230)).toBe(true);
    expect(has(data, Owner, F.posTransactions)).toBe(true);

    await save(own.owner, [
      { featureId: F.posTransactions, isActive: true, roleId: Manager },
      { featureId: 141, isActive: true, roleId: Manager },
      { featureId: 230, isActive: false, roleId: own.jobRole },
    ]);
    expect(await featureIdsOf(own.manager)).toEqual([]);
  });

  it.each<[string, () => TRoleFeatureChange[], number, string, string]>([
    [
      'an unknown feature',
      () => [{ featureId: 9999, isActive: true, roleId: cafeRole('Cashier') }],
      400,
      USER_ROLES_ERROR.unknownFeature,
      'features.1.featureId',
    ],
    [
      'a duplicate cell',
      () => [{ featureId: F.posTransactions, isActive: true, roleId: cafeRole('Manager') }],
      400,
      USER_ROLES_ERROR.duplicateCell,
      'features.1',
    ],
    [
      'another merchant’s role',
      () => [{ featureId: F.posTransactions, isActive: false, roleId: roleIdOf(MERCHANT.demoBistro, 'Cashier') }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    [
      'a provider role',
      () => [{ featureId: F.posTransactions, isActive: false, roleId: providerRoleId }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    [
      'a role that does not exist',
      () => [{ featureId: F.posTransactions, isActive: false, roleId: 987654 }],
      404,
      API_ERROR_KEY.notFound,
      'features.1.roleId',
    ],
    // The Host job has 132 on: switching a sibling on beside it breaks the rule.
    [
      'a result breaking the 132 rule',
      () => [{ featureId: 131, isActive: true, roleId: cafeJob('Host') }],
      400,
      USER_ROLES_ERROR.exclusiveSwitch,
      'features',
    ],
  ])('refuses %s and changes nothing', async (_label, bad, status, messageKey, field) => {
    const before = await activeRoleFeatures(t.db, CORNER_CAFE);
    const otherBefore = await activeRoleFeatures(t.db, DEMO_BISTRO);
    const r = await save(store, [
      { featureId: F.posTransactions, isActive: false, roleId: cafeRole('Manager') },
      ...bad(),
    ]);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, statusCode: status, messageKey, field });
    expect(await activeRoleFeatures(t.db, CORNER_CAFE)).toEqual(before);
    expect(await activeRoleFeatures(t.db, DEMO_BISTRO)).toEqual(otherBefore);
  });

  it.each([
    ['no cells', { features: [] }],
    ['no body fields', {}],
    ['a non-boolean', { features: [{ featureId: F.posTransactions, isActive: 'yes', roleId: cafeRole('Cashier') }] }],
    [
      'too many cells',
      {
        features: Array.from({ length: MAX_ROLE_MATRIX_CHANGES + 1 }, (_, i) => ({
          featureId: F.posTransactions,
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
    const own = await ownMerchant();
    const r = await save(own.owner, [
      { featureId: 131, isActive: false, roleId: own.jobRole },
      { featureId: 133, isActive: false, roleId: own.jobRole },
      { featureId: EXCLUSIVE_FEATURE_ID, isActive: true, roleId: own.jobRole },
    ]);
    expect(r.status).toBe(200);
    const data = await matrix(own.owner);
    expect([131, EXCLUSIVE_FEATURE_ID, 133].map((id) => has(data, own.jobRole, id))).toEqual([false, true, false]);
  });

  it('a role without the user-roles feature may not use the calls; the Owner gives it back', async () => {
    const own = await ownMerchant();
    const { Owner, Manager, Cashier } = own.roleIds;
    expect((await matrix(own.manager)).roles.map((r) => r.roleId)).toEqual([Owner, Manager, Cashier, own.jobRole]);
    expect((await save(own.owner, [{ featureId: F.userRoles, isActive: false, roleId: Manager }])).status).toBe(200);
    // The next call already knows: no new sign-in needed.
    expect(await featureIdsOf(own.manager)).toEqual([F.userRoles]);
    expect((await own.manager.post('/JobCode/GetDisplayRoles', {})).status).toBe(403);
    expect((await save(own.manager, [{ featureId: F.financialShifts, isActive: true, roleId: Cashier }])).status).toBe(
      403,
    );
    expect((await own.manager.get('/JobCode/GetAllForExistingUser?userCode=anyone')).status).toBe(403);
    await save(own.owner, [{ featureId: F.userRoles, isActive: true, roleId: Manager }]);
    expect((await own.manager.post('/JobCode/GetDisplayRoles', {})).status).toBe(200);
  });
});

describe('no privilege widening (issue 13 §5)', () => {
  const refusal = (messageKey: string, field: string) => ({ success: false, statusCode: 403, messageKey, field });
  const ROLE = USER_ROLES_ERROR.cannotChangeRole;
  const FEATURE = USER_ROLES_ERROR.cannotGrantFeature;

  it('refuses any change to the user’s own role, and to a role ranked above, writing nothing', async () => {
    const own = await ownMerchant();
    const { Owner, Manager } = own.roleIds;
    const before = await activeRoleFeatures(t.db, own.merchant.merchant);
    for (const [roleId, featureId, isActive] of [
      [Manager, F.financialShifts, false],
      [Manager, EXCLUSIVE_FEATURE_ID, true],
      [Owner, F.financialShifts, false],
    ] as const) {
      const r = await save(own.manager, [{ featureId, isActive, roleId }]);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject(refusal(ROLE, 'features.0.roleId'));
    }
    // The Owner is at the top: even they may not change their own role.
    const self = await save(own.owner, [{ featureId: F.financialShifts, isActive: false, roleId: Owner }]);
    expect(self.body).toMatchObject(refusal(ROLE, 'features.0.roleId'));
    expect(await activeRoleFeatures(t.db, own.merchant.merchant)).toEqual(before);
  });

  it('refuses a role of the user’s own rank', async () => {
    const own = await ownMerchant();
    const { Cashier } = own.roleIds;
    // A Cashier (rank 3) who may open the matrix and has Void Items: the POS job (rank 3) is a peer.
    await setRoleFeatures(t.db, own.merchant, Cashier, { [F.employees]: true, [F.userRoles]: true, 230: true });
    const cashier = await signedIn((await createUser(t.db, own.merchant, { role: 'Cashier' })).userName);
    for (const isActive of [true, false]) {
      const r = await save(cashier, [{ featureId: 230, isActive, roleId: own.jobRole }]);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject(refusal(ROLE, 'features.0.roleId'));
    }
    const data = await matrix(own.owner);
    expect(has(data, own.jobRole, 230)).toBe(false);
    expect(has(data, Cashier, 230)).toBe(true);
  });

  it('refuses the demo’s Reports Viewer report features for its own role (the issue’s finding)', async () => {
    const reportsRole = cafeRole('Reports Viewer');
    const r = await save(await signedIn('reports'), [{ featureId: 201, isActive: true, roleId: reportsRole }]);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject(refusal(ROLE, 'features.0.roleId'));
    expect(await activeRoleFeatures(t.db, CORNER_CAFE, [reportsRole])).not.toContainEqual({
      roleId: reportsRole,
      featureId: 201,
    });
  });

  it('refuses a lower role a feature the user’s own role lacks, but lets them take it away', async () => {
    const own = await ownMerchant();
    const { Manager, Cashier } = own.roleIds;
    await setRoleFeatures(t.db, own.merchant, Manager, { 201: false, 233: false });
    await setRoleFeatures(t.db, own.merchant, Cashier, { 233: true });
    const r = await save(own.manager, [
      { featureId: F.timeClock, isActive: true, roleId: Cashier },
      { featureId: 201, isActive: true, roleId: Cashier },
    ]);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject(refusal(FEATURE, 'features.1.featureId'));
    const data = await matrix(own.owner);
    expect([F.timeClock, 201].map((id) => has(data, Cashier, id))).toEqual([false, false]);

    const narrowed = await save(own.manager, [{ featureId: 233, isActive: false, roleId: Cashier }]);
    expect(narrowed.status).toBe(200);
    expect(has(await matrix(own.owner), Cashier, 233)).toBe(false);
  });

  it('lets a user give a lower role the features their own role has, Order Entry Only by any register mode', async () => {
    const own = await ownMerchant();
    const { Cashier } = own.roleIds;
    const r = await save(own.manager, [
      { featureId: F.employees, isActive: true, roleId: Cashier },
      { featureId: F.timeClock, isActive: true, roleId: Cashier },
      { featureId: 201, isActive: true, roleId: Cashier },
      { featureId: 131, isActive: false, roleId: own.jobRole },
      { featureId: 133, isActive: false, roleId: own.jobRole },
      { featureId: EXCLUSIVE_FEATURE_ID, isActive: true, roleId: own.jobRole },
    ]);
    expect(r.status).toBe(200);
    const data = await matrix(own.owner);
    expect([F.employees, F.timeClock, 201].map((id) => has(data, Cashier, id))).toEqual([true, true, true]);
    expect([131, EXCLUSIVE_FEATURE_ID, 133].map((id) => has(data, own.jobRole, id))).toEqual([false, true, false]);
  });

  it('writes nothing of refused saves sent at once with an allowed one', async () => {
    const own = await ownMerchant();
    const { Owner, Manager, Cashier } = own.roleIds;
    await setRoleFeatures(t.db, own.merchant, Manager, { 201: false });
    const before = await activeRoleFeatures(t.db, own.merchant.merchant);
    // Each refused save starts with a cell the Manager may change, so a partial write would show.
    const refused: TRoleFeatureChange[][] = [
      [
        { featureId: F.timeClock, isActive: true, roleId: Cashier },
        { featureId: 201, isActive: true, roleId: Cashier },
      ],
      [
        { featureId: F.customers, isActive: true, roleId: Cashier },
        { featureId: F.financialShifts, isActive: false, roleId: Manager },
      ],
      [
        { featureId: F.taxes, isActive: true, roleId: Cashier },
        { featureId: F.taxes, isActive: false, roleId: Owner },
      ],
    ];
    const allowed: TRoleFeatureChange = { featureId: F.loyalty, isActive: true, roleId: Cashier };
    const answers = await Promise.all([
      ...refused.flatMap((cells) => [save(own.manager, cells), save(own.manager, cells)]),
      save(own.manager, [allowed]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 200]);
    const after = await activeRoleFeatures(t.db, own.merchant.merchant);
    const sorted = (pairs: { roleId: number; featureId: number }[]) =>
      [...pairs].sort((a, b) => a.roleId - b.roleId || a.featureId - b.featureId);
    expect(sorted(after)).toEqual(sorted([...before, { roleId: Cashier, featureId: F.loyalty }]));
  });
});

describe('GET /JobCode/GetAllForExistingUser', () => {
  it('lists the merchant’s roles and marks the user’s own', async () => {
    for (const userCode of ['store', 'STORE']) {
      const r = await store.get(`/JobCode/GetAllForExistingUser?userCode=${userCode}`);
      expect(r.status).toBe(200);
      const rows = ZUserJobCodes.parse(r.body);
      expect(rows.map((j) => j.roleId)).toEqual(demoRolesOf(MERCHANT.cornerCafe));
      expect(rows.filter((j) => j.isAssigned)).toEqual([
        { roleId: cafeRole('Owner'), asmJobId: null, isAssigned: true },
      ]);
      expect(rows.find((j) => j.roleId === cafeJob('Server'))!.asmJobId).toBe(`JOB-SERVER-${MERCHANT.cornerCafe}`);
    }
    const forReports = (await store.get('/JobCode/GetAllForExistingUser?userCode=reports')).body as {
      roleId: number;
      isAssigned: boolean;
    }[];
    expect(forReports.filter((j) => j.isAssigned).map((j) => j.roleId)).toEqual([cafeRole('Reports Viewer')]);
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
