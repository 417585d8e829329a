import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { mayChangeRole, violatesExclusiveSwitch } from '@mp/contracts/access/role-matrix';
import {
  type TDisplayRoles,
  type TRoleFeatureChange,
  type TUserJobCode,
  USER_ROLES_ERROR,
} from '@mp/contracts/user-roles';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { ApiError, badRequest } from '../../plugins/errors.ts';
import {
  activeRoleFeatures,
  allFeatures,
  merchantRoles,
  merchantUserByName,
  upsertRoleFeatures,
} from './job-code.queries.ts';

/** Who saves: their role's rank and whether they are an admin-type user (exempt from the rank rule). */
export type TEditor = { rank: string; isAdminType: boolean };

const activeByRole = (pairs: readonly { roleId: number; featureId: number }[]) => {
  const map = new Map<number, Set<number>>();
  for (const { roleId, featureId } of pairs) map.set(roleId, (map.get(roleId) ?? new Set()).add(featureId));
  return map;
};

/** POST /JobCode/GetDisplayRoles: the catalogue as rows, the merchant's roles as columns. */
export async function displayRoles(db: TDb, scope: TMerchantScope): Promise<TDisplayRoles> {
  const [catalog, roleRows, pairs] = await Promise.all([
    allFeatures(db),
    merchantRoles(db, scope),
    activeRoleFeatures(db, scope),
  ]);
  const active = activeByRole(pairs);
  return {
    features: catalog.map((f) => ({
      featureId: f.id,
      parentFeatureId: f.parentId,
      name: f.name,
      featureType: f.type,
      leafLevel: f.leafLevel,
      hierarchyLevel: f.hierarchyLevel,
      mutuallyExclusiveGroupName: f.mutuallyExclusiveGroupName,
      index: f.sortIndex,
      permissions: roleRows.map((r) => active.get(r.id)?.has(f.id) ?? false),
    })),
    roles: roleRows.map((r) => ({
      roleId: r.id,
      name: r.name,
      laborRate: r.laborRate,
      roleRank: r.rank,
      isBackOfficeUser: r.isBackOfficeUser,
      excludeFromLaborReportCalculations: r.excludeFromLaborReportCalculations,
      externalId: r.externalId,
      asmJobId: r.asmJobId,
      isActiveFeature: catalog.filter((f) => active.get(r.id)?.has(f.id)).map((f) => f.id),
    })),
  };
}

/**
 * POST /JobCode/UpdateDisplayRoles: checks every cell, then writes them in one transaction and checks the 132 rule
 * on the result, so a refused save changes nothing. Another merchant's role answers 404 like a missing one.
 */
export async function updateDisplayRoles(
  db: TDb,
  scope: TMerchantScope,
  editor: TEditor,
  changes: readonly TRoleFeatureChange[],
): Promise<void> {
  const seen = new Set<string>();
  changes.forEach((c, i) => {
    const key = `${c.roleId}:${c.featureId}`;
    if (seen.has(key))
      throw badRequest(USER_ROLES_ERROR.duplicateCell, 'The same cell is listed twice.', `features.${i}`);
    seen.add(key);
  });
  const catalog = await allFeatures(db);
  const known = new Set(catalog.map((f) => f.id));
  const unknown = changes.findIndex((c) => !known.has(c.featureId));
  if (unknown >= 0)
    throw badRequest(USER_ROLES_ERROR.unknownFeature, 'Unknown feature.', `features.${unknown}.featureId`);
  const ranks = new Map((await merchantRoles(db, scope)).map((r) => [r.id, r.rank]));
  changes.forEach((c, i) => {
    const rank = ranks.get(c.roleId);
    if (rank === undefined) throw new ApiError(404, API_ERROR_KEY.notFound, 'Role not found.', `features.${i}.roleId`);
    if (!mayChangeRole(editor, rank))
      throw new ApiError(403, USER_ROLES_ERROR.rankAbove, 'That role ranks above yours.', `features.${i}.roleId`);
  });
  const touched = [...new Set(changes.map((c) => c.roleId))];
  const nodes = catalog.map((f) => ({ featureId: f.id, parentFeatureId: f.parentId }));
  await db.transaction(async (tx) => {
    await upsertRoleFeatures(tx, scope, changes);
    for (const active of activeByRole(await activeRoleFeatures(tx, scope, touched)).values())
      if (violatesExclusiveSwitch(nodes, active))
        throw badRequest(USER_ROLES_ERROR.exclusiveSwitch, 'Feature 132 excludes its siblings.', 'features');
  });
}

/** GET /JobCode/GetAllForExistingUser: the merchant's roles, marking the one the user holds. */
export async function jobCodesForUser(db: TDb, scope: TMerchantScope, userCode: string): Promise<TUserJobCode[]> {
  const user = await merchantUserByName(db, scope, userCode);
  if (!user) throw new ApiError(404, API_ERROR_KEY.notFound, 'User not found.', 'userCode');
  return (await merchantRoles(db, scope)).map((r) => ({
    roleId: r.id,
    asmJobId: r.asmJobId,
    isAssigned: r.id === user.roleId,
  }));
}
