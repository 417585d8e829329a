import { describe, expect, it } from 'vitest';
import { USER_ROLES_ERROR, type TMatrixEditor, type TRoleFeatureChange } from '../user-roles.ts';
import { firstWidening, mayChangeCell, matrixRights } from './matrix-rights.ts';
import type { TFeatureNode } from './role-matrix.ts';

// Employees 10 > 11, 12; Results 30 > 201; Register modes 130 > 131, 132 (the exclusive switch), 133.
const FEATURES: TFeatureNode[] = [
  { featureId: 10, parentFeatureId: null },
  { featureId: 11, parentFeatureId: 10 },
  { featureId: 12, parentFeatureId: 10 },
  { featureId: 30, parentFeatureId: null },
  { featureId: 201, parentFeatureId: 30 },
  { featureId: 130, parentFeatureId: null },
  { featureId: 131, parentFeatureId: 130 },
  { featureId: 132, parentFeatureId: 130 },
  { featureId: 133, parentFeatureId: 130 },
];

/** A ranked (non-admin) editor whose own role has `featureIds`. */
const ranked = (rank: string, featureIds: number[] = []): TMatrixEditor => ({ rank, isAdminType: false, featureIds });
/** A provider admin or merchant admin: their own role may hold nothing of the merchant's. */
const admin = (rank = ''): TMatrixEditor => ({ rank, isAdminType: true, featureIds: [] });
const rightsOf = (editor: TMatrixEditor) => matrixRights(editor, FEATURES);

describe('mayChangeRole: strictly below the editor’s rank (1 highest)', () => {
  it.each([
    ['owner on their own rank', ranked('1'), '1', false],
    ['owner on a manager', ranked('1'), '2', true],
    ['owner on a cashier', ranked('1'), '3', true],
    ['manager on the owner', ranked('2'), '1', false],
    ['manager on their own rank', ranked('2'), '2', false],
    ['manager on a cashier', ranked('2'), '3', true],
    ['manager on rank 10 (numbers, not text)', ranked('2'), '10', true],
    ['rank 10 on rank 2', ranked('10'), '2', false],
    ['cashier on a peer (Cashier → No Access)', ranked('3'), '3', false],
    ['cashier on a manager', ranked('3'), '2', false],
    ['cashier on an unranked role (below every number)', ranked('3'), '', true],
    ['a padded rank reads as its number', ranked(' 2 '), '3', true],
    ['unranked editor on a ranked role', ranked(''), '3', false],
    ['unranked editor on an unranked role', ranked(''), '', false],
    ['admin on the owner', admin(), '1', true],
    ['admin with a rank on a higher one', admin('3'), '1', true],
  ])('%s → %s', (_label, editor, roleRank, want) => expect(rightsOf(editor).mayChangeRole(roleRank)).toBe(want));
});

describe('mayGrant: only what the editor’s own role has', () => {
  it.each([
    ['a feature the editor has', ranked('2', [11, 30]), 11, true],
    ['a feature the editor lacks', ranked('2', [11, 30]), 201, false],
    ['an editor with nothing', ranked('1'), 11, false],
    ['132 when the editor has it', ranked('2', [132]), 132, true],
    ['132 when the editor has a wider register mode', ranked('2', [131]), 132, true],
    ['132 when the editor has only the group row', ranked('2', [130]), 132, false],
    ['a wider register mode when the editor has only 132', ranked('2', [132]), 131, false],
    ['an admin, whatever their role has', admin(), 201, true],
  ])('%s → %s', (_label, editor, featureId, want) => expect(rightsOf(editor).mayGrant(featureId)).toBe(want));

  it('gives no 132 by a sibling when the catalogue has no 132', () => {
    const rights = matrixRights(ranked('2', [131]), [{ featureId: 131, parentFeatureId: 130 }]);
    expect(rights.mayGrant(132)).toBe(false);
  });
});

describe('mayChangeCell', () => {
  const manager = rightsOf(ranked('2', [11]));
  it.each([
    ['turn on a held feature of a lower role', '3', 11, true, true],
    ['turn on a feature the editor lacks', '3', 201, true, false],
    ['turn off a feature the editor lacks (narrowing)', '3', 201, false, true],
    ['turn on a held feature of their own rank', '2', 11, true, false],
    ['turn off anything of their own rank', '2', 201, false, false],
    ['turn off anything of a higher rank', '1', 11, false, false],
  ])('%s → %s', (_label, roleRank, featureId, isActive, want) =>
    expect(mayChangeCell(manager, roleRank, featureId, isActive)).toBe(want),
  );
  it('lets an admin change every cell', () => {
    for (const isActive of [true, false]) expect(mayChangeCell(rightsOf(admin()), '1', 201, isActive)).toBe(true);
  });
});

describe('firstWidening', () => {
  // Role 1 Owner (1), 2 Manager (2), 3 Cashier (3), 4 Reports Viewer (3); the editor is a Reports Viewer or a Manager.
  const RANKS: Record<number, string> = { 1: '1', 2: '2', 3: '3', 4: '3' };
  const rankOf = (roleId: number) => RANKS[roleId]!;
  const cell = (roleId: number, featureId: number, isActive: boolean): TRoleFeatureChange => ({
    roleId,
    featureId,
    isActive,
  });
  const reportsViewer = ranked('3', [10, 11, 12]);
  const manager = ranked('2', [10, 11, 12, 30, 201, 131]);
  const role = { messageKey: USER_ROLES_ERROR.cannotChangeRole, field: 'roleId' };
  const feature = { messageKey: USER_ROLES_ERROR.cannotGrantFeature, field: 'featureId' };

  it.each([
    ['a Reports Viewer granting itself report features', reportsViewer, [cell(4, 201, true)], { index: 0, ...role }],
    ['a Cashier-rank user granting a peer User Roles', reportsViewer, [cell(3, 11, true)], { index: 0, ...role }],
    ['removing from one’s own rank', manager, [cell(2, 11, false)], { index: 0, ...role }],
    ['changing a higher rank', manager, [cell(1, 201, false)], { index: 0, ...role }],
    ['granting a lower role a feature one lacks', manager, [cell(3, 133, true)], { index: 0, ...feature }],
    [
      'the first refused change among allowed ones',
      manager,
      [cell(3, 201, true), cell(4, 133, false), cell(4, 133, true)],
      { index: 2, ...feature },
    ],
    ['granting a lower role held features', manager, [cell(3, 201, true), cell(4, 30, true)], null],
    ['switching a lower role to Order Entry Only', manager, [cell(3, 131, false), cell(3, 132, true)], null],
    ['removing from a lower role what one lacks', manager, [cell(3, 133, false)], null],
    ['an admin changing the owner', admin(), [cell(1, 133, true)], null],
    ['nothing', manager, [], null],
  ])('%s', (_label, editor, changes, want) => expect(firstWidening(rightsOf(editor), changes, rankOf)).toEqual(want));
});
