import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { firstWidening, matrixRights } from '@mp/contracts/access/matrix-rights';
import { violatesExclusiveSwitch } from '@mp/contracts/access/role-matrix';
import {
  type TDisplayRoles,
  type TRoleFeatureChange,
  type TUserJobCode,
  USER_ROLES_ERROR,
} from '@mp/contracts/user-roles';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { ApiError, badRequest } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { matrixEditor, type TEditor } from '../../shared/role-rights/role-rights.ts';
import { activeRoleFeatures, allFeatures, merchantRoles } from '../../shared/role-rights/role-rights.queries.ts';
import { merchantUserByName, upsertRoleFeatures } from './job-code.queries.ts';

const WIDENING_MESSAGE = {
  [USER_ROLES_ERROR.cannotChangeRole]: 'You can only change roles ranked below your own.',
  [USER_ROLES_ERROR.cannotGrantFeature]: 'You can only grant features your own role has.',
} as const;

const activeByRole = (pairs: readonly { roleId: number; featureId: number }[]) => {
  const map = new Map<number, Set<number>>();
  for (const { roleId, featureId } of pairs) map.set(roleId, (map.get(roleId) ?? new Set()).add(featureId));
  return map;
};

/**
 * POST /JobCode/GetDisplayRoles: the catalogue as rows, the merchant's roles as columns, and the user as editor, so
 * the screen greys out what the save would refuse.
 */
export async function displayRoles(db: TDb, scope: TMerchantScope, who: TEditor): Promise<TDisplayRoles> {
  const [catalog, roleRows, pairs, editor] = await Promise.all([
    allFeatures(db),
    merchantRoles(db, scope),
    activeRoleFeatures(db, scope),
    matrixEditor(db, who),
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
    editor,
  };
}

/**
 * POST /JobCode/UpdateDisplayRoles: checks every cell, then writes them in one transaction and checks the 132 rule
 * on the result, so a refused save changes nothing. Another merchant's role answers 404 like a missing one; a role
 * the user may not change, or a feature they may not grant (issue 13 §5), answers 403.
 */
export async function updateDisplayRoles(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  who: TEditor,
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
  const [roleRows, editor] = await Promise.all([merchantRoles(db, scope), matrixEditor(db, who)]);
  const ranks = new Map(roleRows.map((r) => [r.id, r.rank]));
  const missing = changes.findIndex((c) => !ranks.has(c.roleId));
  if (missing >= 0) throw new ApiError(404, API_ERROR_KEY.notFound, 'Role not found.', `features.${missing}.roleId`);
  const nodes = catalog.map((f) => ({ featureId: f.id, parentFeatureId: f.parentId }));
  const widening = firstWidening(matrixRights(editor, nodes), changes, (roleId) => ranks.get(roleId)!);
  if (widening)
    throw new ApiError(
      403,
      widening.messageKey,
      WIDENING_MESSAGE[widening.messageKey],
      `features.${widening.index}.${widening.field}`,
    );
  const touched = [...new Set(changes.map((c) => c.roleId))];
  await db.transaction(async (tx) => {
    const before = activeByRole(await activeRoleFeatures(tx, scope, touched));
    await upsertRoleFeatures(tx, scope, changes);
    for (const active of activeByRole(await activeRoleFeatures(tx, scope, touched)).values())
      if (violatesExclusiveSwitch(nodes, active))
        throw badRequest(USER_ROLES_ERROR.exclusiveSwitch, 'Feature 132 excludes its siblings.', 'features');
    // One entry per role: each switched feature (by name) before and after; a cell saved unchanged writes none.
    const featureName = new Map(catalog.map((f) => [f.id, f.name]));
    const roleName = new Map(roleRows.map((r) => [r.id, r.name]));
    await recordChanges(
      tx,
      scope,
      actor,
      touched.map((roleId) => {
        const cells = changes.filter((c) => c.roleId === roleId);
        const label = (c: TRoleFeatureChange) => `${featureName.get(c.featureId)} (${c.featureId})`;
        return {
          entity: 'userRole',
          entityId: roleId,
          entityName: roleName.get(roleId) ?? '',
          before: Object.fromEntries(cells.map((c) => [label(c), before.get(roleId)?.has(c.featureId) ?? false])),
          after: Object.fromEntries(cells.map((c) => [label(c), c.isActive])),
        };
      }),
    );
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
