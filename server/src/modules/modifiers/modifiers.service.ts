import { createHash } from 'node:crypto';
import {
  MODIFIER_LOOKUP_LIMIT,
  MODIFIERS_ERROR as E,
  type TItemModifierGroups,
  type TItemModifierGroupsSaveRequest,
  type TItemRef,
  type TModifierGroupRef,
  type TModifierGroup,
  type TModifierGroupListResponse,
  type TModifierGroupSave,
  type TModifierGroupSortColumn,
  type TPriceChangePreview,
} from '@mp/contracts/modifiers';
import type { TSortDirection } from '@mp/contracts/fields';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TTenantScope } from '../../db/tenant.ts';
import { ApiError, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges, type TChange } from '../../shared/change-log/change-log.ts';
import {
  changeItemModifierGroups,
  deleteModifierGroup,
  groupsOfItem,
  lockMenuItem,
  modifierGroupIdsAmong,
  modifierGroupsMatching,
  insertModifierGroup,
  insertModifierItem,
  isModifierGroupNameUsed,
  itemsOfferingModifiers,
  itemsOfGroup,
  menuItemIdsAmong,
  menuItemsMatching,
  modifierGroupInScope,
  modifierGroupPage,
  modifierItemsByIds,
  modifierItemsMatching,
  modifiersOfGroup,
  replaceModifierGroupLinks,
  type TStoredModifierGroup,
  updateModifierGroup,
  updateModifierItem,
} from './modifiers.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

const missing = (field = 'modifierGroupId') => notFound(E.notFound, 'No such modifier group.', field);

/** GET GetModifierGroups: one page of the merchant's groups. */
export async function listModifierGroups(
  db: TDb,
  scope: TTenantScope,
  query: {
    SearchArg: string;
    PageRowCount: number;
    RequestedPageNum: number;
    SortColumn: TModifierGroupSortColumn;
    SortDirection: TSortDirection;
  },
): Promise<TModifierGroupListResponse> {
  const { rows, total } = await modifierGroupPage(db, scope, {
    search: query.SearchArg,
    sort: query.SortColumn,
    direction: query.SortDirection,
    offset: (query.RequestedPageNum - 1) * query.PageRowCount,
    limit: query.PageRowCount,
  });
  return {
    ResultSet: rows.map((r) => ({
      ModifierGroupId: r.id,
      Name: r.name,
      IsRequired: r.isRequired,
      IsForced: r.isForced,
      MinSelections: r.minSelections,
      MaxSelections: r.maxSelections,
      ModifierCount: r.modifierCount,
      ItemCount: r.itemCount,
    })),
    TotalRowCount: total,
  };
}

async function entityOf(db: TReader, scope: TTenantScope, row: TStoredModifierGroup): Promise<TModifierGroup> {
  const [modifiers, users] = await Promise.all([modifiersOfGroup(db, scope, row.id), itemsOfGroup(db, scope, row.id)]);
  return {
    ModifierGroupId: row.id,
    Name: row.name,
    IsRequired: row.isRequired,
    IsForced: row.isForced,
    MinSelections: row.minSelections,
    MaxSelections: row.maxSelections,
    Modifiers: modifiers.map((m) => ({ ItemMasterId: m.itemId, Name: m.name, Price: m.price, IsDefault: m.isDefault })),
    Items: users.map((i) => ({ ItemMasterId: i.itemId, ItemName: i.name })),
    ConcurrencyChecksum: checksumOf(row.version),
  };
}

/** GET GetModifierGroupById: one group of the merchant; another merchant's id is no group (404). */
export async function getModifierGroup(db: TDb, scope: TTenantScope, id: number): Promise<TModifierGroup> {
  const row = await modifierGroupInScope(db, scope, id);
  if (!row) throw missing();
  return entityOf(db, scope, row);
}

/** GET GetModifierItems: the merchant's modifier items matching a name. */
export async function lookupModifierItems(db: TDb, scope: TTenantScope, search: string) {
  return (await modifierItemsMatching(db, scope, search, MODIFIER_LOOKUP_LIMIT)).map((m) => ({
    ItemMasterId: m.itemId,
    ItemName: m.name,
    Price: m.price,
  }));
}

/** GET GetMenuItems: the merchant's menu items matching a name. */
export async function lookupMenuItems(db: TDb, scope: TTenantScope, search: string): Promise<TItemRef[]> {
  return (await menuItemsMatching(db, scope, search, MODIFIER_LOOKUP_LIMIT)).map((i) => ({
    ItemMasterId: i.itemId,
    ItemName: i.name,
  }));
}

/**
 * The existing modifiers a save names, all of them the merchant's live modifier items: any other id (another
 * merchant's, deleted, a plain menu item) is refused with 404 naming its place, nothing written.
 */
async function storedModifiers(db: TReader, scope: TTenantScope, modifiers: readonly { ItemMasterId: number }[]) {
  const ids = modifiers.map((m) => m.ItemMasterId).filter((id) => id !== 0);
  const found = new Map((await modifierItemsByIds(db, scope, ids)).map((m) => [m.itemId, m]));
  const index = modifiers.findIndex((m) => m.ItemMasterId !== 0 && !found.has(m.ItemMasterId));
  if (index >= 0) throw notFound(E.unknownModifier, 'No such modifier.', `Modifiers.${index}.ItemMasterId`);
  return found;
}

/** POST GetPriceChangePreview: each existing modifier whose price would change, with the items offering it. */
export async function priceChangePreview(
  db: TDb,
  scope: TTenantScope,
  modifiers: readonly { ItemMasterId: number; Price: string }[],
): Promise<TPriceChangePreview> {
  const stored = await storedModifiers(db, scope, modifiers);
  const changed = modifiers.filter((m) => m.ItemMasterId !== 0 && stored.get(m.ItemMasterId)!.price !== m.Price);
  const offering = await itemsOfferingModifiers(
    db,
    scope,
    changed.map((m) => m.ItemMasterId),
  );
  return changed.map((m) => ({
    ItemMasterId: m.ItemMasterId,
    Name: stored.get(m.ItemMasterId)!.name,
    OldPrice: stored.get(m.ItemMasterId)!.price,
    NewPrice: m.Price,
    AffectedItems: offering
      .filter((o) => o.modifierId === m.ItemMasterId)
      .map((o) => ({ ItemMasterId: o.itemId, ItemName: o.name })),
  }));
}

/** What the change log shows of a group: its fields, its modifiers in order and its items, as comparable text. */
const logged = (group: TModifierGroup | null) =>
  group && {
    Name: group.Name,
    IsRequired: group.IsRequired,
    IsForced: group.IsForced,
    MinSelections: group.MinSelections,
    MaxSelections: group.MaxSelections,
    Modifiers: group.Modifiers.map((m) => `${m.Name} ${m.Price}${m.IsDefault ? ' (default)' : ''}`).join(', '),
    Items: group.Items.map((i) => i.ItemName).join(', '),
  };

/**
 * POST SaveModifierGroup: creates (ModifierGroupId 0) or changes one of the merchant's groups, its modifiers (new ones
 * become modifier items; names and prices are written to the items) and the items that use it, in one transaction
 * with its change-log entry. The POS rules were checked by the contract; here: unknown group 404, unknown modifier or
 * item 404 naming its place, a taken name 409, a stale checksum 409 — nothing written in each case.
 */
export async function saveModifierGroup(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  save: TModifierGroupSave,
): Promise<{ success: true; data: TModifierGroup }> {
  const isNew = save.ModifierGroupId === 0;
  const version = isNew ? null : versionOf(save.ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = isNew ? null : await modifierGroupInScope(tx, scope, save.ModifierGroupId);
    if (!isNew && !before) throw missing('ModifierGroupId');
    if (before && (version === null || before.version !== version))
      throw staleChecksum(E.staleChecksum, 'modifier group');
    const stored = await storedModifiers(tx, scope, save.Modifiers);
    const menuItems = new Set(await menuItemIdsAmong(tx, scope, save.ItemIds));
    const unknownItem = save.ItemIds.findIndex((id) => !menuItems.has(id));
    if (unknownItem >= 0) throw notFound(E.unknownItem, 'No such menu item.', `ItemIds.${unknownItem}`);
    if (await isModifierGroupNameUsed(tx, scope, save.Name, save.ModifierGroupId))
      throw new ApiError(409, E.duplicateName, 'Another modifier group has this name.', 'Name');
    const beforeEntity = before ? await entityOf(tx, scope, before) : null;
    const values = {
      name: save.Name,
      isRequired: save.IsRequired,
      isForced: save.IsForced,
      minSelections: save.MinSelections,
      maxSelections: save.MaxSelections,
    };
    const written = before
      ? await updateModifierGroup(tx, scope, before.id, before.version, values)
      : await insertModifierGroup(tx, scope, values);
    if (!written) throw staleChecksum(E.staleChecksum, 'modifier group');
    const links: { itemId: number; isDefault: boolean }[] = [];
    for (const m of save.Modifiers) {
      const was = stored.get(m.ItemMasterId);
      let itemId = m.ItemMasterId;
      if (!was) itemId = await insertModifierItem(tx, scope, { name: m.Name, price: m.Price });
      else if (was.name !== m.Name || was.price !== m.Price)
        await updateModifierItem(tx, scope, itemId, { name: m.Name, price: m.Price });
      links.push({ itemId, isDefault: m.IsDefault });
    }
    await replaceModifierGroupLinks(tx, scope, written.id, { modifiers: links, itemIds: save.ItemIds });
    const after = await entityOf(tx, scope, written);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'modifierGroup',
        entityId: written.id,
        entityName: written.name,
        before: logged(beforeEntity),
        after: logged(after),
      },
    ]);
    return { success: true as const, data: after };
  });
}

/**
 * DELETE DeleteModifierGroup: removes one of the merchant's groups. A group that items still use is refused (409,
 * naming how many): the POS would lose a prompt the cashier relies on; unassign it from the items first. The
 * modifier items stay (other groups may offer them).
 */
export async function removeModifierGroup(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  id: number,
): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const before = await modifierGroupInScope(tx, scope, id);
    if (!before) throw missing();
    const beforeEntity = await entityOf(tx, scope, before);
    if (beforeEntity.Items.length > 0)
      throw new ApiError(409, E.groupInUse, 'Items still use this modifier group.', 'modifierGroupId', {
        data: { itemCount: beforeEntity.Items.length },
      });
    if (!(await deleteModifierGroup(tx, scope, id))) throw missing();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'modifierGroup',
        entityId: before.id,
        entityName: before.name,
        before: logged(beforeEntity),
        after: null,
      },
    ]);
    return { success: true as const };
  });
}

/** GET GetModifierGroupLookup: the merchant's groups matching a name. */
export async function lookupModifierGroups(db: TDb, scope: TTenantScope, search: string): Promise<TModifierGroupRef[]> {
  return (await modifierGroupsMatching(db, scope, search, MODIFIER_LOOKUP_LIMIT)).map((g) => ({
    ModifierGroupId: g.id,
    Name: g.name,
  }));
}

/** The assignment's checksum: the set of groups, whatever their order (no row carries a version for it). */
const assignmentChecksum = (groupIds: readonly number[]): string =>
  createHash('sha256')
    .update([...groupIds].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 32);

async function itemGroupsOf(db: TReader, scope: TTenantScope, itemId: number): Promise<TItemModifierGroups> {
  const groups = await groupsOfItem(db, scope, itemId);
  return {
    ItemMasterId: itemId,
    Groups: groups.map((g) => ({
      ModifierGroupId: g.id,
      Name: g.name,
      IsRequired: g.isRequired,
      MinSelections: g.minSelections,
      MaxSelections: g.maxSelections,
    })),
    ConcurrencyChecksum: assignmentChecksum(groups.map((g) => g.id)),
  };
}

const missingItem = () => notFound(E.unknownItem, 'No such menu item.', 'ItemMasterId');

/** GET GetItemModifierGroups: the groups one of the merchant's live menu items uses; any other item is 404. */
export async function getItemModifierGroups(
  db: TDb,
  scope: TTenantScope,
  itemId: number,
): Promise<TItemModifierGroups> {
  if ((await menuItemIdsAmong(db, scope, [itemId])).length === 0) throw missingItem();
  return itemGroupsOf(db, scope, itemId);
}

/**
 * POST SaveItemModifierGroups: sets the groups an item uses, from the item detail, in one transaction with the
 * change-log entries of the groups it adds the item to or removes it from (the same entries a group page save writes).
 * Another merchant's item 404, another merchant's group 404 naming its place, a stale checksum 409: nothing written.
 */
export async function saveItemModifierGroups(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  save: TItemModifierGroupsSaveRequest,
): Promise<{ success: true; data: TItemModifierGroups }> {
  return db.transaction(async (tx) => {
    if (!(await lockMenuItem(tx, scope, save.ItemMasterId))) throw missingItem();
    const known = new Set(await modifierGroupIdsAmong(tx, scope, save.ModifierGroupIds));
    const unknown = save.ModifierGroupIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw notFound(E.unknownGroup, 'No such modifier group.', `ModifierGroupIds.${unknown}`);
    const before = await itemGroupsOf(tx, scope, save.ItemMasterId);
    if (before.ConcurrencyChecksum !== save.ConcurrencyChecksum)
      throw staleChecksum(E.itemGroupsStale, 'item modifier groups');
    const had = before.Groups.map((g) => g.ModifierGroupId);
    const add = save.ModifierGroupIds.filter((id) => !had.includes(id));
    const remove = had.filter((id) => !save.ModifierGroupIds.includes(id));
    const changed = [...add, ...remove];
    const groupsBefore = await Promise.all(
      changed.map(async (id) => entityOf(tx, scope, (await modifierGroupInScope(tx, scope, id))!)),
    );
    await changeItemModifierGroups(tx, scope, save.ItemMasterId, { add, remove });
    const entries: TChange[] = [];
    for (const was of groupsBefore) {
      const now = await entityOf(tx, scope, (await modifierGroupInScope(tx, scope, was.ModifierGroupId))!);
      entries.push({
        entity: 'modifierGroup',
        entityId: now.ModifierGroupId,
        entityName: now.Name,
        before: logged(was),
        after: logged(now),
      });
    }
    await recordChanges(tx, scope, actor, entries);
    return { success: true as const, data: await itemGroupsOf(tx, scope, save.ItemMasterId) };
  });
}
