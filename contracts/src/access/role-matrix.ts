import {
  FEATURE_TYPE,
  type TDisplayRoles,
  type TMatrixFeature,
  type TMatrixRole,
  type TRoleFeatureChange,
  type TUserJobCode,
} from '../user-roles.ts';
import { FEATURE_ID } from './feature-ids.ts';

/** Spec 1 §4/§9: the matrix's mutually exclusive switch. */
export const EXCLUSIVE_FEATURE_ID = 132;
/** Spec 1 §9: role names show at most this many characters, the rest in a popover. */
export const ROLE_NAME_MAX_LENGTH = 20;

export type TMatrixTab = 'pos' | 'backOffice';
export const MATRIX_TABS: readonly TMatrixTab[] = ['pos', 'backOffice'];

/** Role id → ids of the features the role has. Never mutated: every change returns a new grid. */
export type TGrid = ReadonlyMap<number, ReadonlySet<number>>;

/** The rows and columns of the matrix, without the editor. */
export type TMatrixData = Pick<TDisplayRoles, 'features' | 'roles'>;

/** The tree fields the rules read (a matrix row, or a catalogue row on the server). */
export type TFeatureNode = Pick<TMatrixFeature, 'featureId' | 'parentFeatureId'>;

const TAB_FEATURE_TYPES: Record<TMatrixTab, readonly number[]> = {
  pos: [FEATURE_TYPE.pos],
  backOffice: [FEATURE_TYPE.backOffice, FEATURE_TYPE.managerPlatform],
};

/** Spec 1 §2: POS shows type-2 features; Back office shows types 3 and 171. */
export const isTabFeature = (tab: TMatrixTab, featureType: number): boolean =>
  TAB_FEATURE_TYPES[tab].includes(featureType);

/** Spec 1 §2: POS shows the job roles (those with an asmJobId); Back office the others. */
export const isTabRole = (tab: TMatrixTab, role: Pick<TMatrixRole, 'asmJobId'>): boolean =>
  (tab === 'pos') === Boolean(role.asmJobId);

/** The rows (in display order) and columns of one tab. */
export function tabOf(data: TMatrixData, tab: TMatrixTab): { features: TMatrixFeature[]; roles: TMatrixRole[] } {
  return {
    features: data.features.filter((f) => isTabFeature(tab, f.featureType)).sort((a, b) => a.index - b.index),
    roles: data.roles.filter((r) => isTabRole(tab, r)),
  };
}

/** The loaded state as a grid, read from each row's permissions (one boolean per role, in role order). */
export function gridOf(data: TMatrixData): TGrid {
  return new Map(
    data.roles.map((role, i) => [
      role.roleId,
      new Set(data.features.filter((f) => f.permissions[i]).map((f) => f.featureId)),
    ]),
  );
}

export const childrenOf = (features: readonly TFeatureNode[], featureId: number): number[] =>
  features.filter((f) => f.parentFeatureId === featureId).map((f) => f.featureId);

/** Every feature below `featureId`, depth first; a cycle in bad data cannot loop. */
export function descendantsOf(features: readonly TFeatureNode[], featureId: number): number[] {
  const found: number[] = [];
  const seen = new Set([featureId]);
  const walk = (id: number) => {
    for (const child of childrenOf(features, id)) {
      if (seen.has(child)) continue;
      seen.add(child);
      found.push(child);
      walk(child);
    }
  };
  walk(featureId);
  return found;
}

/** The features sharing the exclusive switch's parent, the switch itself excluded. */
export function exclusiveSiblingsOf(features: readonly TFeatureNode[]): number[] {
  const parent = features.find((f) => f.featureId === EXCLUSIVE_FEATURE_ID)?.parentFeatureId;
  if (parent == null) return [];
  return childrenOf(features, parent).filter((id) => id !== EXCLUSIVE_FEATURE_ID);
}

/** True when a role's active features break the 132 rule: the switch on together with one of its siblings. */
export const violatesExclusiveSwitch = (features: readonly TFeatureNode[], active: ReadonlySet<number>): boolean =>
  active.has(EXCLUSIVE_FEATURE_ID) && exclusiveSiblingsOf(features).some((id) => active.has(id));

/**
 * Spec 1 §4: ticking or unticking a cell sets it and cascades the value down the role's column, except to 132.
 * Turning 132 on clears its siblings (and their descendants). Our completion of the rule: turning a sibling of an
 * active 132 on (directly or by cascade) turns 132 off, so the column never holds a state the server refuses.
 * Ticking cascades only to the features `mayGrant` allows (issue 13 §5: the editor's own), for the same reason.
 */
export function setCell(
  grid: TGrid,
  features: readonly TFeatureNode[],
  roleId: number,
  featureId: number,
  value: boolean,
  mayGrant: (featureId: number) => boolean = () => true,
): TGrid {
  const column = new Set(grid.get(roleId) ?? []);
  if (featureId === EXCLUSIVE_FEATURE_ID) {
    if (value)
      for (const sibling of exclusiveSiblingsOf(features))
        for (const id of [sibling, ...descendantsOf(features, sibling)]) column.delete(id);
    if (value) column.add(featureId);
    else column.delete(featureId);
  } else {
    const below = descendantsOf(features, featureId).filter((id) => id !== EXCLUSIVE_FEATURE_ID);
    const ids = [featureId, ...(value ? below.filter(mayGrant) : below)];
    for (const id of ids) {
      if (value) column.add(id);
      else column.delete(id);
    }
    if (value && violatesExclusiveSwitch(features, column)) column.delete(EXCLUSIVE_FEATURE_ID);
  }
  const next = new Map(grid);
  next.set(roleId, column);
  return next;
}

const has = (grid: TGrid, roleId: number, featureId: number) => grid.get(roleId)?.has(featureId) ?? false;

/** Spec 1 §4 "Save posts the differences against loaded data": the changed cells, row by row. */
export function diffGrid(
  features: readonly Pick<TMatrixFeature, 'featureId'>[],
  roles: readonly Pick<TMatrixRole, 'roleId'>[],
  loaded: TGrid,
  current: TGrid,
): TRoleFeatureChange[] {
  const changes: TRoleFeatureChange[] = [];
  for (const { featureId } of features)
    for (const { roleId } of roles) {
      const isActive = has(current, roleId, featureId);
      if (isActive !== has(loaded, roleId, featureId)) changes.push({ featureId, isActive, roleId });
    }
  return changes;
}

/** One row's cells as a string ('1' on, '0' off) in column order: a cheap, stable memo key for the row. */
export const rowBits = (grid: TGrid, roles: readonly Pick<TMatrixRole, 'roleId'>[], featureId: number): string =>
  roles.map((r) => (has(grid, r.roleId, featureId) ? '1' : '0')).join('');

export const isRoleNameTruncated = (name: string): boolean => name.length > ROLE_NAME_MAX_LENGTH;

/** The column header text: the first 20 characters and an ellipsis when longer. */
export const truncateRoleName = (name: string): string =>
  isRoleNameTruncated(name) ? `${name.slice(0, ROLE_NAME_MAX_LENGTH)}…` : name;

/** The user's own non-job roles (spec 1 §4), from GET /JobCode/GetAllForExistingUser for that user. */
export const ownBackOfficeRoleIds = (jobCodes: readonly TUserJobCode[]): number[] =>
  jobCodes.filter((j) => j.isAssigned && !j.asmJobId).map((j) => j.roleId);

/** Spec 1 §4: a saved change that switches the user-roles feature off for one of the user's own roles. */
export const removesOwnUserRolesFeature = (
  changes: readonly TRoleFeatureChange[],
  ownRoleIds: readonly number[],
): boolean => changes.some((c) => c.featureId === FEATURE_ID.userRoles && !c.isActive && ownRoleIds.includes(c.roleId));

const matches = (name: string, text: string) => name.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());

/** Feature filter: rows whose name matches, or under a row whose name matches (a section brings its pages). */
export function filterFeatures<T extends TFeatureNode & { name: string }>(features: readonly T[], text: string): T[] {
  if (!text.trim()) return [...features];
  const hit = new Set(features.filter((f) => matches(f.name, text)).map((f) => f.featureId));
  for (const id of [...hit]) for (const d of descendantsOf(features, id)) hit.add(d);
  return features.filter((f) => hit.has(f.featureId));
}

/** Role filter: columns whose name matches. */
export const filterRoles = <T extends { name: string }>(roles: readonly T[], text: string): T[] =>
  roles.filter((r) => matches(r.name, text));
