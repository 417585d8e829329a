import { z } from 'zod';
import { ZId } from './fields.ts';

/** Feature types of spec 1 §2: 2 POS, 3 back office, 171 back office on the separate manager platform. */
export const FEATURE_TYPE = { pos: 2, backOffice: 3, managerPlatform: 171 } as const;

/** Most cells one save may carry: ~60 features × ~80 roles, far above a real matrix, far below abuse. */
export const MAX_ROLE_MATRIX_CHANGES = 5000;

/** i18n keys of the matrix's refusals (the server's 4xx `messageKey`). */
export const USER_ROLES_ERROR = {
  unknownFeature: 'userRoles.errors.unknownFeature',
  duplicateCell: 'userRoles.errors.duplicateCell',
  exclusiveSwitch: 'userRoles.errors.exclusiveSwitch',
  /** The role ranks at or above the user's own (issue 13 §5: no privilege widening). */
  cannotChangeRole: 'userRoles.errors.cannotChangeRole',
  /** The change turns on a feature the user's own role does not have. */
  cannotGrantFeature: 'userRoles.errors.cannotGrantFeature',
} as const;

/** One matrix row: a feature and, per role column (same order as `roles`), whether the role has it. */
export const ZMatrixFeature = z.object({
  featureId: ZId,
  parentFeatureId: ZId.nullable(),
  name: z.string(),
  featureType: z.number().int(),
  /** 0 for a feature with children (bold, '(All)'), 1 for a leaf. */
  leafLevel: z.number().int(),
  /** Depth below the top of the tree: the row's indentation. */
  hierarchyLevel: z.number().int(),
  mutuallyExclusiveGroupName: z.string().nullable(),
  index: z.number().int(),
  permissions: z.array(z.boolean()),
});
export type TMatrixFeature = z.infer<typeof ZMatrixFeature>;

/** One matrix column: a role of the session's merchant. `laborRate` is a decimal string (numeric(12,2), no float). */
export const ZMatrixRole = z.object({
  roleId: ZId,
  name: z.string(),
  laborRate: z.string().regex(/^-?\d+(\.\d+)?$/),
  roleRank: z.string(),
  isBackOfficeUser: z.boolean(),
  excludeFromLaborReportCalculations: z.boolean(),
  externalId: z.string().nullable(),
  /** Set for POS job roles (the POS tab); null for back-office roles. */
  asmJobId: z.string().nullable(),
  /** Ids of the features the role has. */
  isActiveFeature: z.array(ZId),
});
export type TMatrixRole = z.infer<typeof ZMatrixRole>;

/**
 * The signed-in user as an editor of the matrix: their role's rank and active features (every type), and whether
 * they are an admin-type user (provider admin or merchant admin), who stands above every merchant role.
 */
export const ZMatrixEditor = z.object({
  rank: z.string(),
  isAdminType: z.boolean(),
  featureIds: z.array(ZId),
});
export type TMatrixEditor = z.infer<typeof ZMatrixEditor>;

/** POST /JobCode/GetDisplayRoles answer; `editor` (ours, not the spec's) says which cells the screen may change. */
export const ZDisplayRoles = z.object({
  features: z.array(ZMatrixFeature),
  roles: z.array(ZMatrixRole),
  editor: ZMatrixEditor,
});
export type TDisplayRoles = z.infer<typeof ZDisplayRoles>;

/** One changed cell of the matrix. */
export const ZRoleFeatureChange = z.object({ featureId: ZId, isActive: z.boolean(), roleId: ZId });
export type TRoleFeatureChange = z.infer<typeof ZRoleFeatureChange>;

/** POST /JobCode/UpdateDisplayRoles body: only the cells that differ from the loaded data. */
export const ZUpdateDisplayRolesRequest = z.object({
  features: z.array(ZRoleFeatureChange).min(1).max(MAX_ROLE_MATRIX_CHANGES),
});
export type TUpdateDisplayRolesRequest = z.infer<typeof ZUpdateDisplayRolesRequest>;

export const ZUpdateDisplayRolesResponse = z.object({ success: z.literal(true) });

/** GET /JobCode/GetAllForExistingUser query: `userCode` is the user name (case-insensitive) of a merchant user. */
export const ZJobCodesForUserQuery = z.object({ userCode: z.string().trim().min(1).max(256) });

/** One role of the merchant and whether it is the one assigned to the user (a user has exactly one). */
export const ZUserJobCode = z.object({ roleId: ZId, asmJobId: z.string().nullable(), isAssigned: z.boolean() });
export type TUserJobCode = z.infer<typeof ZUserJobCode>;
export const ZUserJobCodes = z.array(ZUserJobCode);
