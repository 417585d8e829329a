import type { TModifierGroupSortColumn } from '@mp/contracts/modifiers';
import type { TSortDirection } from '@mp/contracts/fields';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { isNameTaken } from '../../db/name-taken.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms } from '../../db/list-sort.ts';
import { itemModifierGroups, items, modifierGroupItems, modifierGroups } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredModifierGroup = typeof modifierGroups.$inferSelect;
export type TModifierGroupWrite = Pick<
  TStoredModifierGroup,
  'name' | 'isRequired' | 'isForced' | 'minSelections' | 'maxSelections'
>;

const modifierCount = sql<number>`(select count(*)::int from ${modifierGroupItems}
  where ${modifierGroupItems.modifierGroupId} = ${modifierGroups.id})`;
const itemCount = sql<number>`(select count(*)::int from ${itemModifierGroups}
  inner join ${items} on ${items.id} = ${itemModifierGroups.itemId} and not ${items.isDeleted}
  where ${itemModifierGroups.modifierGroupId} = ${modifierGroups.id})`;

const SORT_EXPRESSION: Record<TModifierGroupSortColumn, SQL> = {
  Name: sql`upper(${modifierGroups.name})`,
  ModifierCount: modifierCount,
  ItemCount: itemCount,
  IsRequired: sql`${modifierGroups.isRequired}`,
};

/** A live modifier item (type M or B) of the merchant. */
const isModifierItem = () =>
  and(eq(items.isDeleted, false), eq(items.isChargeItem, false), inArray(items.itemType, ['M', 'B']));
/** A live menu item (type I or B) of the merchant, which can use modifier groups. */
const isMenuItem = () =>
  and(eq(items.isDeleted, false), eq(items.isChargeItem, false), inArray(items.itemType, ['I', 'B']));

/** One page of the merchant's groups with their modifier and item counts; the search also matches modifier names. */
export async function modifierGroupPage(
  db: TReader,
  scope: TTenantScope,
  query: { search: string; sort: TModifierGroupSortColumn; direction: TSortDirection; offset: number; limit: number },
) {
  const pattern = likePattern(query.search);
  const where = and(
    ofMerchant(modifierGroups, scope),
    query.search === ''
      ? undefined
      : sql`(${modifierGroups.name} ilike ${pattern} or exists (select 1 from ${modifierGroupItems}
          inner join ${items} on ${items.id} = ${modifierGroupItems.itemId}
          where ${modifierGroupItems.modifierGroupId} = ${modifierGroups.id} and ${items.itemName} ilike ${pattern}))`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: modifierGroups.id,
        name: modifierGroups.name,
        isRequired: modifierGroups.isRequired,
        isForced: modifierGroups.isForced,
        minSelections: modifierGroups.minSelections,
        maxSelections: modifierGroups.maxSelections,
        modifierCount,
        itemCount,
      })
      .from(modifierGroups)
      .where(where)
      .orderBy(...sortTerms(query.direction, SORT_EXPRESSION[query.sort], modifierGroups.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(modifierGroups)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One group of the merchant, or null: another merchant's id finds nothing. */
export async function modifierGroupInScope(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredModifierGroup | null> {
  const [row] = await db
    .select()
    .from(modifierGroups)
    .where(and(ofMerchant(modifierGroups, scope), eq(modifierGroups.id, id)));
  return row ?? null;
}

/** A group's modifiers in the POS's order, with the modifier items' names and prices. */
export async function modifiersOfGroup(db: TReader, scope: TTenantScope, groupId: number) {
  return db
    .select({
      itemId: items.id,
      name: items.itemName,
      price: items.retailPrice,
      isDefault: modifierGroupItems.isDefault,
    })
    .from(modifierGroupItems)
    .innerJoin(items, and(eq(items.id, modifierGroupItems.itemId), ofMerchant(items, scope)))
    .where(and(ofMerchant(modifierGroupItems, scope), eq(modifierGroupItems.modifierGroupId, groupId)))
    .orderBy(asc(modifierGroupItems.sortOrder), asc(items.id));
}

/** The live items of the merchant that use a group, by name. */
export async function itemsOfGroup(db: TReader, scope: TTenantScope, groupId: number) {
  return db
    .select({ itemId: items.id, name: items.itemName })
    .from(itemModifierGroups)
    .innerJoin(
      items,
      and(eq(items.id, itemModifierGroups.itemId), ofMerchant(items, scope), eq(items.isDeleted, false)),
    )
    .where(and(ofMerchant(itemModifierGroups, scope), eq(itemModifierGroups.modifierGroupId, groupId)))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));
}

/** The merchant's live modifier items matching a name, by name (a picker's page). */
export async function modifierItemsMatching(db: TReader, scope: TTenantScope, search: string, limit: number) {
  return db
    .select({ itemId: items.id, name: items.itemName, price: items.retailPrice })
    .from(items)
    .where(and(ofMerchant(items, scope), isModifierItem(), sql`${items.itemName} ilike ${likePattern(search)}`))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id))
    .limit(limit);
}

/** The merchant's live menu items matching a name, by name (a picker's page). */
export async function menuItemsMatching(db: TReader, scope: TTenantScope, search: string, limit: number) {
  return db
    .select({ itemId: items.id, name: items.itemName })
    .from(items)
    .where(and(ofMerchant(items, scope), isMenuItem(), sql`${items.itemName} ilike ${likePattern(search)}`))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id))
    .limit(limit);
}

/** Of `ids`, the merchant's live modifier items, with their names and prices. */
export async function modifierItemsByIds(db: TReader, scope: TTenantScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ itemId: items.id, name: items.itemName, price: items.retailPrice })
    .from(items)
    .where(and(ofMerchant(items, scope), isModifierItem(), inArray(items.id, [...ids])));
}

/** Of `ids`, the ids of the merchant's live menu items. */
export async function menuItemIdsAmong(db: TReader, scope: TTenantScope, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(ofMerchant(items, scope), isMenuItem(), inArray(items.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The live items that offer any of the modifiers through any of their groups, per modifier, by item name. */
export async function itemsOfferingModifiers(db: TReader, scope: TTenantScope, modifierIds: readonly number[]) {
  if (modifierIds.length === 0) return [];
  return db
    .selectDistinct({
      modifierId: modifierGroupItems.itemId,
      itemId: items.id,
      name: items.itemName,
      lowerName: sql<string>`lower(${items.itemName})`,
    })
    .from(modifierGroupItems)
    .innerJoin(
      itemModifierGroups,
      and(
        eq(itemModifierGroups.modifierGroupId, modifierGroupItems.modifierGroupId),
        ofMerchant(itemModifierGroups, scope),
      ),
    )
    .innerJoin(
      items,
      and(eq(items.id, itemModifierGroups.itemId), ofMerchant(items, scope), eq(items.isDeleted, false)),
    )
    .where(and(ofMerchant(modifierGroupItems, scope), inArray(modifierGroupItems.itemId, [...modifierIds])))
    .orderBy(sql`lower(${items.itemName})`, asc(items.id));
}

/** Whether another group of the merchant has this name, compared without case (`exceptId`: the group itself). */
export const isModifierGroupNameUsed = (db: TReader, scope: TTenantScope, name: string, exceptId: number) =>
  isNameTaken(db, scope, modifierGroups, name, exceptId);

export async function insertModifierGroup(
  db: TReader,
  scope: TTenantScope,
  values: TModifierGroupWrite,
): Promise<TStoredModifierGroup> {
  const [row] = await db
    .insert(modifierGroups)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Writes one of the merchant's groups only if it is still at `version`; null when another save came first. */
export async function updateModifierGroup(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TModifierGroupWrite,
): Promise<TStoredModifierGroup | null> {
  const [row] = await db
    .update(modifierGroups)
    .set({ ...values, version: nextVersion(modifierGroups.version) })
    .where(and(ofMerchant(modifierGroups, scope), eq(modifierGroups.id, id), eq(modifierGroups.version, version)))
    .returning();
  return row ?? null;
}

/** Adds a modifier item (type M, not on the menu by itself) to the merchant; answers its id. */
export async function insertModifierItem(
  db: TReader,
  scope: TTenantScope,
  values: { name: string; price: string },
): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({
      ...merchantKey(scope),
      itemName: values.name,
      retailPrice: values.price,
      itemType: 'M',
      isModifier: true,
      isMenuItem: false,
    })
    .returning({ id: items.id });
  return row!.id;
}

/** Renames or reprices one of the merchant's modifier items, bumping its version (the item form's checksum). */
export async function updateModifierItem(
  db: TReader,
  scope: TTenantScope,
  id: number,
  values: { name: string; price: string },
): Promise<void> {
  await db
    .update(items)
    .set({
      itemName: values.name,
      retailPrice: values.price,
      version: nextVersion(items.version),
      updatedAt: sql`now()`,
    })
    .where(and(ofMerchant(items, scope), eq(items.id, id)));
}

/**
 * Sets a group's modifiers (in order, with their defaults) and the items that use it. A group of another merchant is
 * left alone, so no row carries this merchant's key on another's group.
 */
export async function replaceModifierGroupLinks(
  db: TReader,
  scope: TTenantScope,
  groupId: number,
  links: { modifiers: readonly { itemId: number; isDefault: boolean }[]; itemIds: readonly number[] },
): Promise<void> {
  if (!(await modifierGroupInScope(db, scope, groupId))) return;
  await db
    .delete(modifierGroupItems)
    .where(and(ofMerchant(modifierGroupItems, scope), eq(modifierGroupItems.modifierGroupId, groupId)));
  await db
    .delete(itemModifierGroups)
    .where(and(ofMerchant(itemModifierGroups, scope), eq(itemModifierGroups.modifierGroupId, groupId)));
  const key = { ...merchantKey(scope), modifierGroupId: groupId };
  if (links.modifiers.length > 0)
    await db
      .insert(modifierGroupItems)
      .values(links.modifiers.map((m, sortOrder) => ({ ...key, itemId: m.itemId, isDefault: m.isDefault, sortOrder })));
  if (links.itemIds.length > 0)
    await db.insert(itemModifierGroups).values(links.itemIds.map((itemId) => ({ ...key, itemId })));
}

/** Deletes one of the merchant's groups (its links go with it); answers the deleted row, or null. */
export async function deleteModifierGroup(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredModifierGroup | null> {
  const [row] = await db
    .delete(modifierGroups)
    .where(and(ofMerchant(modifierGroups, scope), eq(modifierGroups.id, id)))
    .returning();
  return row ?? null;
}

/** The groups one item of the merchant uses, by name. */
export async function groupsOfItem(db: TReader, scope: TTenantScope, itemId: number) {
  return db
    .select({
      id: modifierGroups.id,
      name: modifierGroups.name,
      isRequired: modifierGroups.isRequired,
      minSelections: modifierGroups.minSelections,
      maxSelections: modifierGroups.maxSelections,
    })
    .from(itemModifierGroups)
    .innerJoin(
      modifierGroups,
      and(eq(modifierGroups.id, itemModifierGroups.modifierGroupId), ofMerchant(modifierGroups, scope)),
    )
    .where(and(ofMerchant(itemModifierGroups, scope), eq(itemModifierGroups.itemId, itemId)))
    .orderBy(asc(sql`upper(${modifierGroups.name})`), asc(modifierGroups.id));
}

/**
 * Whether `itemId` is a live menu item of the merchant, locking its row for the transaction so that two saves of its
 * groups run one after the other (the second then sees the first's groups and its checksum is stale).
 */
export async function lockMenuItem(db: TReader, scope: TTenantScope, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(ofMerchant(items, scope), isMenuItem(), eq(items.id, itemId)))
    .for('update');
  return row !== undefined;
}

/** Of `ids`, the ids of the merchant's groups. */
export async function modifierGroupIdsAmong(
  db: TReader,
  scope: TTenantScope,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(and(ofMerchant(modifierGroups, scope), inArray(modifierGroups.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The merchant's groups matching a name, by name (a picker's page). */
export async function modifierGroupsMatching(db: TReader, scope: TTenantScope, search: string, limit: number) {
  return db
    .select({ id: modifierGroups.id, name: modifierGroups.name })
    .from(modifierGroups)
    .where(and(ofMerchant(modifierGroups, scope), sql`${modifierGroups.name} ilike ${likePattern(search)}`))
    .orderBy(asc(sql`upper(${modifierGroups.name})`), asc(modifierGroups.id))
    .limit(limit);
}

/**
 * Adds and removes one item's groups (ids checked by the service; another merchant's item or groups are left alone) and moves those groups' versions on,
 * so a group page opened before the change is stale.
 */
export async function changeItemModifierGroups(
  db: TReader,
  scope: TTenantScope,
  itemId: number,
  change: { add: readonly number[]; remove: readonly number[] },
): Promise<void> {
  if ((await menuItemIdsAmong(db, scope, [itemId])).length === 0) return;
  const touched = await modifierGroupIdsAmong(db, scope, [...change.add, ...change.remove]);
  if (touched.length === 0) return;
  const removed = change.remove.filter((id) => touched.includes(id));
  const added = change.add.filter((id) => touched.includes(id));
  if (removed.length > 0)
    await db
      .delete(itemModifierGroups)
      .where(
        and(
          ofMerchant(itemModifierGroups, scope),
          eq(itemModifierGroups.itemId, itemId),
          inArray(itemModifierGroups.modifierGroupId, removed),
        ),
      );
  if (added.length > 0)
    await db
      .insert(itemModifierGroups)
      .values(added.map((modifierGroupId) => ({ ...merchantKey(scope), itemId, modifierGroupId })))
      .onConflictDoNothing();
  await db
    .update(modifierGroups)
    .set({ version: nextVersion(modifierGroups.version) })
    .where(and(ofMerchant(modifierGroups, scope), inArray(modifierGroups.id, touched)));
}
