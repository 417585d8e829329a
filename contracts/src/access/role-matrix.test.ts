import { describe, expect, it } from 'vitest';
import type { TMatrixFeature, TMatrixRole } from '../user-roles.ts';
import {
  descendantsOf,
  diffGrid,
  filterFeatures,
  filterRoles,
  gridOf,
  isTabFeature,
  isTabRole,
  ownBackOfficeRoleIds,
  removesOwnUserRolesFeature,
  rowBits,
  setCell,
  tabOf,
  truncateRoleName,
  violatesExclusiveSwitch,
  type TGrid,
  type TMatrixData,
} from './role-matrix.ts';

const feature = (featureId: number, featureType: number, parentFeatureId: number | null, name = `F${featureId}`) =>
  ({
    featureId,
    parentFeatureId,
    name,
    featureType,
    leafLevel: 1,
    hierarchyLevel: 0,
    mutuallyExclusiveGroupName: null,
    index: featureId,
    permissions: [],
  }) satisfies TMatrixFeature;

// Employees 10 > 11, 12; Results 30 > 32 > 201; Register 130 > 131, 132, 133; 140 (171); 230 POS leaf.
const FEATURES: TMatrixFeature[] = [
  feature(10, 3, null, 'Employees'),
  feature(11, 3, 10, 'User Roles'),
  feature(12, 3, 10, 'Time Clock'),
  feature(30, 3, null, 'Results'),
  feature(32, 3, 30, 'Sales Reports'),
  feature(201, 3, 32, 'Sales Summary'),
  feature(130, 2, null, 'Register Modes'),
  feature(131, 2, 130, 'Standard'),
  feature(132, 2, 130, 'Exclusive'),
  feature(133, 2, 130, 'Training'),
  feature(140, 171, null, 'Schedules'),
  feature(230, 2, null, 'Void Items'),
];

const role = (roleId: number, asmJobId: string | null, name = `R${roleId}`): TMatrixRole => ({
  roleId,
  name,
  laborRate: '0.00',
  roleRank: '3',
  isBackOfficeUser: !asmJobId,
  excludeFromLaborReportCalculations: false,
  externalId: null,
  asmJobId,
  isActiveFeature: [],
});

const grid = (columns: Record<number, number[]>): TGrid =>
  new Map(Object.entries(columns).map(([roleId, ids]) => [Number(roleId), new Set(ids)]));
const column = (g: TGrid, roleId: number) => [...(g.get(roleId) ?? [])].sort((a, b) => a - b);

describe('tab split', () => {
  it.each([
    ['pos', 2, true],
    ['pos', 3, false],
    ['pos', 171, false],
    ['backOffice', 2, false],
    ['backOffice', 3, true],
    ['backOffice', 171, true],
    ['backOffice', 7, false],
  ] as const)('%s shows feature type %i: %s', (tab, type, want) => expect(isTabFeature(tab, type)).toBe(want));

  it.each([
    ['pos', 'J1', true],
    ['pos', null, false],
    ['pos', '', false],
    ['backOffice', 'J1', false],
    ['backOffice', null, true],
    ['backOffice', '', true],
  ] as const)('%s shows a role with asmJobId %j: %s', (tab, asmJobId, want) =>
    expect(isTabRole(tab, { asmJobId })).toBe(want),
  );

  it('splits rows (in index order) and columns', () => {
    const data: TMatrixData = {
      features: [...FEATURES].reverse(),
      roles: [role(1, null), role(2, 'J1'), role(3, null)],
    };
    const pos = tabOf(data, 'pos');
    expect(pos.features.map((f) => f.featureId)).toEqual([130, 131, 132, 133, 230]);
    expect(pos.roles.map((r) => r.roleId)).toEqual([2]);
    const back = tabOf(data, 'backOffice');
    expect(back.features.map((f) => f.featureId)).toEqual([10, 11, 12, 30, 32, 140, 201]);
    expect(back.roles.map((r) => r.roleId)).toEqual([1, 3]);
  });
});

describe('gridOf and rowBits', () => {
  it('reads permissions in role order', () => {
    const data: TMatrixData = {
      features: [
        { ...feature(10, 3, null), permissions: [true, false] },
        { ...feature(11, 3, 10), permissions: [false, true] },
      ],
      roles: [role(1, null), role(2, null)],
    };
    const g = gridOf(data);
    expect(column(g, 1)).toEqual([10]);
    expect(column(g, 2)).toEqual([11]);
    expect(rowBits(g, data.roles, 10)).toBe('10');
    expect(rowBits(g, [...data.roles].reverse(), 11)).toBe('10');
    expect(rowBits(g, [role(9, null)], 11)).toBe('0');
  });
});

describe('descendantsOf', () => {
  it.each([
    [10, [11, 12]],
    [30, [32, 201]],
    [32, [201]],
    [201, []],
    [130, [131, 132, 133]],
  ])('%i → %j', (id, want) => expect(descendantsOf(FEATURES, id)).toEqual(want));

  it('stops on a cycle', () => {
    const cyclic = [
      { featureId: 1, parentFeatureId: 2 },
      { featureId: 2, parentFeatureId: 1 },
    ];
    expect(descendantsOf(cyclic, 1)).toEqual([2]);
  });
});

describe('setCell: cascade and the 132 switch', () => {
  it.each([
    // [description, column of role 1 before, feature, value, column of role 1 after]; role 2 holds [10, 11].
    ['ticking a section ticks its descendants', [], 30, true, [30, 32, 201]],
    ['unticking a section unticks its descendants', [30, 32, 201, 10], 30, false, [10]],
    ['ticking a middle node ticks only below it', [], 32, true, [32, 201]],
    ['ticking a leaf touches only the leaf', [], 11, true, [11]],
    ['unticking a leaf leaves the parent', [10, 11, 12], 11, false, [10, 12]],
    ['the cascade skips 132 when ticking', [], 130, true, [130, 131, 133]],
    ['the cascade skips 132 when unticking', [130, 131, 132], 130, false, [132]],
    ['132 on clears its siblings, keeps the parent', [130, 131, 133], 132, true, [130, 132]],
    ['132 on with no sibling on', [230], 132, true, [132, 230]],
    ['132 off touches only 132', [130, 132], 132, false, [130]],
    ['a sibling on turns an active 132 off', [130, 132], 131, true, [130, 131]],
    ['ticking the parent of an active 132 turns it off', [132], 130, true, [130, 131, 133]],
    ['unticking a sibling keeps 132', [132], 131, false, [132]],
  ])('%s', (_label, start, featureId, value, want) => {
    const before = grid({ 1: start, 2: [10, 11] });
    const after = setCell(before, FEATURES, 1, featureId, value);
    expect(column(after, 1)).toEqual(want);
    // Only that column changes, and the input grid is left as it was.
    expect(column(after, 2)).toEqual([10, 11]);
    expect(column(before, 1)).toEqual([...start].sort((a, b) => a - b));
  });

  it.each([
    // The editor may grant 10, 11, 30, 201 and 130..133 but not 12 or 32: ticking cascades past what they lack.
    ['ticking a section skips the pages the editor lacks', [], 10, true, [10, 11]],
    ['a node the editor lacks does not stop the cascade below it', [], 30, true, [30, 201]],
    ['unticking still cascades to every descendant', [10, 11, 12], 10, false, []],
    ['132 on still clears its siblings', [131, 133], 132, true, [132]],
  ])('with grant limits: %s', (_label, start, featureId, value, want) => {
    const mayGrant = (id: number) => ![12, 32].includes(id);
    expect(column(setCell(grid({ 1: start }), FEATURES, 1, featureId, value, mayGrant), 1)).toEqual(want);
  });

  it('starts a column for a role the grid does not know', () => {
    expect(column(setCell(new Map(), FEATURES, 7, 10, true), 7)).toEqual([10, 11, 12]);
  });
});

describe('violatesExclusiveSwitch', () => {
  it.each([
    [[132], false],
    [[130, 132], false],
    [[131, 132], true],
    [[132, 133], true],
    [[131, 133], false],
    [[], false],
  ])('%j → %s', (active, want) => expect(violatesExclusiveSwitch(FEATURES, new Set(active))).toBe(want));

  it('is never violated when the catalogue has no 132', () => {
    expect(violatesExclusiveSwitch([{ featureId: 131, parentFeatureId: 130 }], new Set([131, 132]))).toBe(false);
  });
});

describe('diffGrid', () => {
  const roles = [role(1, null), role(2, null)];
  it.each([
    ['no change', { 1: [10], 2: [] }, { 1: [10], 2: [] }, []],
    ['one cell on', { 1: [], 2: [] }, { 1: [], 2: [11] }, [{ featureId: 11, isActive: true, roleId: 2 }]],
    [
      'on and off, row by row then column',
      { 1: [10], 2: [11] },
      { 1: [11], 2: [10] },
      [
        { featureId: 10, isActive: false, roleId: 1 },
        { featureId: 10, isActive: true, roleId: 2 },
        { featureId: 11, isActive: true, roleId: 1 },
        { featureId: 11, isActive: false, roleId: 2 },
      ],
    ],
    ['toggled back is no change', { 1: [10] }, { 1: [10], 2: [] }, []],
  ])('%s', (_label, loaded, current, want) =>
    expect(diffGrid(FEATURES.slice(0, 2), roles, grid(loaded), grid(current))).toEqual(want),
  );
});

describe('truncateRoleName', () => {
  it.each([
    ['', ''],
    ['Manager', 'Manager'],
    ['12345678901234567890', '12345678901234567890'],
    ['123456789012345678901', '12345678901234567890…'],
    ['Assistant General Manager', 'Assistant General Ma…'],
  ])('%j → %j', (name, want) => expect(truncateRoleName(name)).toBe(want));
});

describe('removing the user-roles feature from the user’s own role', () => {
  const jobCodes = [
    { roleId: 1, asmJobId: null, isAssigned: true },
    { roleId: 2, asmJobId: null, isAssigned: false },
    { roleId: 3, asmJobId: 'J3', isAssigned: true },
  ];
  it('own roles are the assigned non-job ones', () => expect(ownBackOfficeRoleIds(jobCodes)).toEqual([1]));

  it.each([
    ['11 off on the own role', [{ featureId: 11, isActive: false, roleId: 1 }], true],
    ['11 on on the own role', [{ featureId: 11, isActive: true, roleId: 1 }], false],
    ['11 off on another role', [{ featureId: 11, isActive: false, roleId: 2 }], false],
    ['11 off on an assigned job role', [{ featureId: 11, isActive: false, roleId: 3 }], false],
    ['another feature off on the own role', [{ featureId: 10, isActive: false, roleId: 1 }], false],
    [
      'among other changes',
      [
        { featureId: 12, isActive: true, roleId: 2 },
        { featureId: 11, isActive: false, roleId: 1 },
      ],
      true,
    ],
    ['nothing', [], false],
  ])('%s → %s', (_label, changes, want) =>
    expect(removesOwnUserRolesFeature(changes, ownBackOfficeRoleIds(jobCodes))).toBe(want),
  );
});

describe('filters', () => {
  it.each([
    ['', FEATURES.map((f) => f.featureId)],
    ['  ', FEATURES.map((f) => f.featureId)],
    ['results', [30, 32, 201]],
    ['SALES', [32, 201]],
    ['roles', [11]],
    ['nothing like it', []],
  ])('features %j', (text, want) => expect(filterFeatures(FEATURES, text).map((f) => f.featureId)).toEqual(want));

  it.each([
    ['', ['Owner', 'Night Manager', 'Cashier']],
    ['man', ['Night Manager']],
    [' CASH ', ['Cashier']],
    ['x', []],
  ])('roles %j', (text, want) =>
    expect(
      filterRoles([{ name: 'Owner' }, { name: 'Night Manager' }, { name: 'Cashier' }], text).map((r) => r.name),
    ).toEqual(want),
  );
});
