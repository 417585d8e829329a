import { EMPLOYEE_ERROR } from '../employees.ts';
import type { TMatrixEditor } from '../user-roles.ts';
import { matrixRights, rankValue } from './matrix-rights.ts';
import type { TFeatureNode } from './role-matrix.ts';

// Issue 18 §3 and spec 3 §5: on an employee's detail a user may assign (or take away) only roles at or below their own
// rank, and only roles whose features their own role holds, so assigning a role never hands out more than the user
// has. Unlike the matrix (matrix-rights.ts), a role of the user's own rank is open: giving a colleague one's own role
// widens nothing. Admin-type users stand above every merchant role. The server refuses by this rule (403) and the
// detail greys out the rows it would refuse, from the same editor.

export type TAssignableRole = { rank: string; featureIds: readonly number[] };
export type TRoleRefusal = typeof EMPLOYEE_ERROR.roleAboveRank | typeof EMPLOYEE_ERROR.roleFeatureNotHeld;

/** Why the editor may not assign or unassign a role, or null when they may. */
export function roleAssignmentRule(
  editor: TMatrixEditor,
  features: readonly TFeatureNode[],
): (role: TAssignableRole) => TRoleRefusal | null {
  if (editor.isAdminType) return () => null;
  const own = rankValue(editor.rank);
  const { mayGrant } = matrixRights(editor, features);
  return (role) => {
    if (rankValue(role.rank) < own) return EMPLOYEE_ERROR.roleAboveRank;
    return role.featureIds.every(mayGrant) ? null : EMPLOYEE_ERROR.roleFeatureNotHeld;
  };
}
