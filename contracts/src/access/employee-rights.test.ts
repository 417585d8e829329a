import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ERROR } from '../employees.ts';
import type { TMatrixEditor } from '../user-roles.ts';
import { roleAssignmentRule } from './employee-rights.ts';
import type { TFeatureNode } from './role-matrix.ts';

// Employees 10 > 11; Register modes 130 > 131, 132 (the exclusive switch), 133.
const FEATURES: TFeatureNode[] = [
  { featureId: 10, parentFeatureId: null },
  { featureId: 11, parentFeatureId: 10 },
  { featureId: 130, parentFeatureId: null },
  { featureId: 131, parentFeatureId: 130 },
  { featureId: 132, parentFeatureId: 130 },
  { featureId: 133, parentFeatureId: 130 },
];
const ranked = (rank: string, featureIds: number[] = []): TMatrixEditor => ({ rank, isAdminType: false, featureIds });
const admin: TMatrixEditor = { rank: '', isAdminType: true, featureIds: [] };
const { roleAboveRank: ABOVE, roleFeatureNotHeld: NOT_HELD } = EMPLOYEE_ERROR;

describe('roleAssignmentRule: at or below the own rank, only features the editor holds', () => {
  it.each([
    ['owner assigns a manager role', ranked('1', [10, 11]), { rank: '2', featureIds: [10] }, null],
    ['owner assigns the owner role (own rank is open)', ranked('1', [10, 11]), { rank: '1', featureIds: [11] }, null],
    ['manager assigns a peer manager role', ranked('2', [10]), { rank: '2', featureIds: [10] }, null],
    ['manager assigns the owner role', ranked('2', [10, 11]), { rank: '1', featureIds: [] }, ABOVE],
    ['cashier assigns a manager role', ranked('3', [10, 11]), { rank: '2', featureIds: [] }, ABOVE],
    ['ranks compare as numbers', ranked('2', [10]), { rank: '10', featureIds: [10] }, null],
    ['rank 10 assigns rank 2', ranked('10', [10]), { rank: '2', featureIds: [] }, ABOVE],
    ['an unranked role sits below every number', ranked('3'), { rank: '', featureIds: [] }, null],
    ['an unranked editor on a ranked role', ranked(''), { rank: '3', featureIds: [] }, ABOVE],
    ['a role with a feature the editor lacks', ranked('1', [10]), { rank: '3', featureIds: [10, 11] }, NOT_HELD],
    ['a role with no features', ranked('1'), { rank: '3', featureIds: [] }, null],
    ['a job with 132 when the editor has a wider mode', ranked('1', [131]), { rank: '3', featureIds: [132] }, null],
    ['a job with 132 when the editor has another mode', ranked('1', [133]), { rank: '3', featureIds: [132] }, null],
    ['a job with 132 when the editor has no mode', ranked('1', [10]), { rank: '3', featureIds: [132] }, NOT_HELD],
    ['a job with 131 when the editor has only 132', ranked('1', [132]), { rank: '3', featureIds: [131] }, NOT_HELD],
    ['rank is checked before features', ranked('2'), { rank: '1', featureIds: [11] }, ABOVE],
    ['an admin assigns anything', admin, { rank: '1', featureIds: [10, 11, 131] }, null],
  ])('%s → %s', (_label, editor, role, want) => expect(roleAssignmentRule(editor, FEATURES)(role)).toBe(want));
});
