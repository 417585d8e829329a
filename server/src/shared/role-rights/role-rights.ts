import type { TMatrixEditor } from '@mp/contracts/user-roles';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../db/create-db.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { activeFeatureIds } from '../sign-in/sign-in.queries.ts';

/*
 * The signed-in user as the one who hands out roles and features: the User Roles matrix (job-code) and the employee
 * detail (employees) decide by the same editor, so a user can never give through one screen what the other refuses.
 */

/** The signed-in user: their own role (a provider role for admins and partners) and whether they are admin-type. */
export type TEditor = { roleId: number; rank: string; isAdminType: boolean };

/** Provider admins and merchant admins stand above every merchant role. */
export function editorOf(request: FastifyRequest): TEditor {
  const { context, access } = requirePortalState(request);
  return {
    roleId: context.role.id,
    rank: access.userRoleRank,
    isAdminType: access.isAdminUser || access.isMerchantAdminUser,
  };
}

/** The editor as the contracts' rules read them: their role's rank and its active features, of every type. */
export const matrixEditor = async (db: TDb, editor: TEditor): Promise<TMatrixEditor> => ({
  rank: editor.rank,
  isAdminType: editor.isAdminType,
  featureIds: await activeFeatureIds(db, editor.roleId),
});
