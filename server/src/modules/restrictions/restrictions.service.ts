import {
  RESTRICTIONS_ERROR as E,
  type TItemRestrictionsResponse,
  type TRestriction,
  type TRestrictionFormValues,
  type TRestrictionSaveResponse,
  type TRestrictionsListQuery,
  type TRestrictionsListResponse,
  type TRestrictionTargets,
  type TRestrictionUpdate,
} from '@mp/contracts/restrictions';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TTenantScope } from '../../db/tenant.ts';
import { ApiError, badRequest, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  deleteRestriction,
  insertRestriction,
  isRestrictionNameUsed,
  pageRestrictions,
  replaceRestrictionTargets,
  restrictionInScope,
  restrictionsOfItem,
  restrictionTargetIds,
  type TRestrictionWrite,
  type TStoredRestriction,
  updateRestriction,
} from './restrictions.queries.ts';
import {
  assignableItemIds,
  menuTargetChoices,
  ownCategoryIds,
} from '../../shared/menu-targets/menu-targets.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const ruleFieldsOf = (row: TStoredRestriction) => ({
  RestrictionId: row.id,
  Name: row.name,
  MinimumAge: row.minimumAge,
  RequireIdCheck: row.requireIdCheck,
  TimeWindows: row.timeWindows,
});

const entityOf = (row: TStoredRestriction, targets: { itemIds: number[]; categoryIds: number[] }): TRestriction => ({
  ...ruleFieldsOf(row),
  ItemIds: targets.itemIds,
  ItemCategoryIds: targets.categoryIds,
  IsActive: row.isActive,
  ConcurrencyChecksum: checksumOf(row.version),
});

const writeOf = (v: TRestrictionFormValues): TRestrictionWrite => ({
  name: v.Name,
  minimumAge: v.MinimumAge,
  requireIdCheck: v.RequireIdCheck,
  timeWindows: v.TimeWindows,
  isActive: v.IsActive,
});

type TTargets = { itemIds: number[]; categoryIds: number[] };
/** What the change log keeps of a restriction: its rule and what it applies to. */
const logged = (row: TStoredRestriction, targets: TTargets) => ({
  Name: row.name,
  MinimumAge: row.minimumAge,
  RequireIdCheck: row.requireIdCheck,
  TimeWindows: JSON.stringify(row.timeWindows),
  IsActive: row.isActive,
  ItemIds: targets.itemIds.join(','),
  ItemCategoryIds: targets.categoryIds.join(','),
});
const change = (
  row: TStoredRestriction,
  before: [TStoredRestriction, TTargets] | null,
  after: [TStoredRestriction, TTargets] | null,
) => ({
  entity: 'restriction' as const,
  entityId: row.id,
  entityName: row.name,
  before: before && logged(...before),
  after: after && logged(...after),
});

const nameTaken = () => new ApiError(409, E.nameTaken, 'Another restriction has this name.', 'Name');
const missing = () => notFound(E.notFound, 'No such restriction.', 'RestrictionId');
const stale = () => staleChecksum(E.staleChecksum, 'restriction');

/** Refuses ids that are not the merchant's items or categories (another merchant's among them): 400, nothing written. */
async function checkTargets(tx: TTx, scope: TTenantScope, v: TRestrictionFormValues): Promise<void> {
  if ((await assignableItemIds(tx, scope, v.ItemIds)).length !== v.ItemIds.length)
    throw badRequest(E.unknownItem, 'An item is not one of the menu items.', 'ItemIds');
  if ((await ownCategoryIds(tx, scope, v.ItemCategoryIds)).length !== v.ItemCategoryIds.length)
    throw badRequest(E.unknownCategory, 'A category is not one of the menu categories.', 'ItemCategoryIds');
}

/** POST /Restriction/GetRestrictions: one page of the merchant's restrictions with their assignment counts. */
export async function listRestrictions(
  db: TDb,
  scope: TTenantScope,
  query: TRestrictionsListQuery,
): Promise<TRestrictionsListResponse> {
  const { rows, total } = await pageRestrictions(db, scope, query);
  return {
    ResultSet: rows.map((row) => ({
      ...ruleFieldsOf(row),
      IsActive: row.isActive,
      ConcurrencyChecksum: checksumOf(row.version),
      ItemCount: row.itemCount,
      CategoryCount: row.categoryCount,
    })),
    TotalRowCount: total,
  };
}

/** POST /Restriction/GetRestriction: one restriction with what it applies to (404 for any other merchant's id). */
export async function getRestriction(db: TDb, scope: TTenantScope, id: number): Promise<TRestriction> {
  const row = await restrictionInScope(db, scope, id);
  if (!row) throw missing();
  return entityOf(row, await restrictionTargetIds(db, scope, id));
}

/** POST /Restriction/GetRestrictionTargets: the categories and items the form can assign. */
export async function restrictionTargets(db: TDb, scope: TTenantScope): Promise<TRestrictionTargets> {
  const choices = await menuTargetChoices(db, scope);
  return {
    Categories: choices.categories.map((c) => ({ ItemCategoryId: c.id, CategoryName: c.name })),
    Items: choices.items.map((i) => ({ ItemMasterId: i.id, ItemName: i.name, CategoryName: i.categoryName })),
  };
}

/** POST /Restriction/AddRestriction: a new restriction with a name no other of the merchant's has. */
export async function addRestriction(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  values: TRestrictionFormValues,
): Promise<TRestrictionSaveResponse> {
  return db.transaction(async (tx) => {
    if (await isRestrictionNameUsed(tx, scope, values.Name, 0)) throw nameTaken();
    await checkTargets(tx, scope, values);
    const row = await insertRestriction(tx, scope, writeOf(values));
    await replaceRestrictionTargets(tx, scope, row.id, values.ItemIds, values.ItemCategoryIds);
    const targets = await restrictionTargetIds(tx, scope, row.id);
    await recordChanges(tx, scope, actor, [change(row, null, [row, targets])]);
    return { IsSuccessful: true, Entity: entityOf(row, targets) };
  });
}

/** POST /Restriction/UpdateRestriction: changes a restriction and its assignments from the version it loaded. */
export async function changeRestriction(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { RestrictionId, ConcurrencyChecksum, ...values }: TRestrictionUpdate,
): Promise<TRestrictionSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await restrictionInScope(tx, scope, RestrictionId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    if (await isRestrictionNameUsed(tx, scope, values.Name, RestrictionId)) throw nameTaken();
    await checkTargets(tx, scope, values);
    const beforeTargets = await restrictionTargetIds(tx, scope, RestrictionId);
    const written = await updateRestriction(tx, scope, RestrictionId, version, writeOf(values));
    if (!written) throw stale();
    await replaceRestrictionTargets(tx, scope, RestrictionId, values.ItemIds, values.ItemCategoryIds);
    const targets = await restrictionTargetIds(tx, scope, RestrictionId);
    await recordChanges(tx, scope, actor, [change(written, [before, beforeTargets], [written, targets])]);
    return { IsSuccessful: true, Entity: entityOf(written, targets) };
  });
}

/**
 * POST /Restriction/DeleteRestriction: removes a restriction that applies to nothing any more. One still assigned to
 * items or categories is refused with 409 inUse (the POS would silently stop enforcing it), nothing written.
 */
export async function removeRestriction(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { RestrictionId, ConcurrencyChecksum }: { RestrictionId: number; ConcurrencyChecksum: string },
): Promise<TRestrictionSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await restrictionInScope(tx, scope, RestrictionId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    const targets = await restrictionTargetIds(tx, scope, RestrictionId);
    if (targets.itemIds.length + targets.categoryIds.length > 0)
      throw new ApiError(409, E.inUse, 'The restriction still applies to items or categories.', 'RestrictionId');
    if (!(await deleteRestriction(tx, scope, RestrictionId, version))) throw stale();
    await recordChanges(tx, scope, actor, [change(before, [before, targets], null)]);
    return { IsSuccessful: true };
  });
}

/** POST /Restriction/GetItemRestrictions: the active restrictions one of the merchant's items is sold under. */
export async function itemRestrictions(
  db: TDb,
  scope: TTenantScope,
  itemId: number,
): Promise<TItemRestrictionsResponse> {
  if ((await assignableItemIds(db, scope, [itemId])).length === 0)
    throw notFound(E.notFound, 'No such item.', 'ItemMasterId');
  const rows = await restrictionsOfItem(db, scope, itemId);
  return {
    Restrictions: rows.map(({ restriction, viaItem }) => ({
      ...ruleFieldsOf(restriction),
      AppliesThrough: viaItem ? 'Item' : 'Category',
    })),
  };
}
