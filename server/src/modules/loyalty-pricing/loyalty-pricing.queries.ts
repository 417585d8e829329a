import { MEMBER_TYPE, type TMemberSortColumn, type TMemberType } from '@mp/contracts/loyalty-pricing';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { sortKeyword, type TListSort } from '../../db/list-sort.ts';
import { tieredPriceListMembers, tieredPriceLists } from '../../db/schema.ts';
import { merchantKey, merchantOf, ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TPriceListRow = { id: number; name: string; version: number };

/** A member of the merchant's menu as the catalogue query returns it (money as text, never a float). */
export type TCatalogMember = {
  itemId: number;
  variationId: number | null;
  groupId: number | null;
  memberType: TMemberType;
  category: string;
  name: string;
  price: string;
  priceListPrice: string | null;
};

// Constants of the code, inlined: a parameter here would be typed text.
const memberTypeCase = (modifier: TMemberType, item: TMemberType): SQL =>
  sql.raw(`case when i.item_type = 'M' then ${modifier} else ${item} end`);

/**
 * MemberType of an item row `i` (`item`) or of one of its variations (`variation`): modifiers are the items of type
 * M. SQL fragments, not queries: the demo seed builds its price lists with them too.
 */
export const MEMBER_TYPE_OF = {
  item: memberTypeCase(MEMBER_TYPE.modifier, MEMBER_TYPE.item),
  variation: memberTypeCase(MEMBER_TYPE.modifierVariation, MEMBER_TYPE.itemVariation),
} as const;

const listColumns = { id: tieredPriceLists.id, name: tieredPriceLists.name, version: tieredPriceLists.version };

/** The merchant's price list (one per merchant), or null before one is added. */
export async function priceListOfMerchant(db: TReader, scope: TMerchantScope): Promise<TPriceListRow | null> {
  const [row] = await db.select(listColumns).from(tieredPriceLists).where(ofMerchant(tieredPriceLists, scope));
  return row ?? null;
}

/** A price list by id, only when it is the merchant's: another merchant's list answers null like a missing one. */
export async function priceListById(db: TReader, scope: TMerchantScope, id: number): Promise<TPriceListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(tieredPriceLists)
    .where(and(eq(tieredPriceLists.id, id), ofMerchant(tieredPriceLists, scope)));
  return row ?? null;
}

/**
 * The merchant's price points, each a possible member: items without sizes (Item, or Modifier for type M) and every
 * size of the others (Item Variation / Modifier Variation), with the list's price when it has one. A list id of 0
 * matches no prices.
 */
const catalog = (scope: TMerchantScope, listId: number) => sql`
  with points as (
    select i.id as item_id, null::int as variation_id, null::int as group_id,
           ${MEMBER_TYPE_OF.item} as member_type,
           i.item_name as name, i.retail_price as price, i.item_category_id
      from items i
     where ${merchantOf('i', scope)} and not i.is_deleted
       and not exists (select 1 from item_variations v where v.item_id = i.id)
    union all
    select i.id, v.id, v.retail_price_variation_group_id,
           ${MEMBER_TYPE_OF.variation},
           i.item_name || ' - ' || v.name, v.retail_price, i.item_category_id
      from item_variations v join items i on i.id = v.item_id
     where ${merchantOf('v', scope)} and ${merchantOf('i', scope)} and not i.is_deleted
  )
  select p.item_id as "itemId", p.variation_id as "variationId", p.group_id as "groupId",
         p.member_type::int as "memberType", coalesce(c.name, '') as category, p.name,
         p.price::text as price, m.price_list_price::text as "priceListPrice"
    from points p
    left join item_categories c on c.id = p.item_category_id and ${merchantOf('c', scope)}
    left join tiered_price_list_members m
           on m.tiered_price_list_id = ${listId} and ${merchantOf('m', scope)}
          and m.item_id = p.item_id and coalesce(m.item_variation_id, 0) = coalesce(p.variation_id, 0)`;

export type TMemberPageArgs = {
  listId: number;
  nameFilter: string;
  memberTypes: readonly TMemberType[];
  offset: number;
  limit: number;
  /** The page's order; name ascending when absent. */
  sort?: TListSort<TMemberSortColumn>;
};

/** What each sort column orders the catalog's rows by (fixed SQL, chosen by the validated column name). */
const MEMBER_SORT_EXPRESSIONS: { [C in TMemberSortColumn]: string } = {
  Name: 'lower(name)',
  Category: 'lower(category)',
  MemberType: '"memberType"',
  Price: 'price::numeric',
};

/** ORDER BY of a members page: the sort, then the member's key (item, variation) in the same direction. */
function memberOrder(sort: TListSort<TMemberSortColumn> = { column: 'Name', direction: 'ASC' }): SQL {
  const dir = sortKeyword(sort.direction);
  return sql.raw(`${MEMBER_SORT_EXPRESSIONS[sort.column]} ${dir}, "itemId" ${dir}, coalesce("variationId", 0) ${dir}`);
}

/** One page of the merchant's members in the sort's order, and how many match in all. */
export async function membersPage(
  db: TDb,
  scope: TMerchantScope,
  args: TMemberPageArgs,
): Promise<{ rows: TCatalogMember[]; total: number }> {
  const types = sql.join(
    args.memberTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  const where: SQL = sql`where "memberType" in (${types})
    and (${args.nameFilter}::text = '' or position(lower(${args.nameFilter}::text) in lower(name)) > 0)`;
  const matching = sql`select * from (${catalog(scope, args.listId)}) members ${where}`;
  const [rows, [count]] = await Promise.all([
    queryRows<TCatalogMember>(
      db,
      sql`${matching} order by ${memberOrder(args.sort)} limit ${args.limit} offset ${args.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${matching}) m`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The merchant's members with these (item, variation) keys, with their price on list `listId` (0: none); keys of
 * another merchant's menu find nothing.
 */
export async function catalogMembersByKey(
  tx: TTx,
  scope: TMerchantScope,
  listId: number,
  keys: readonly { itemId: number; variationId: number | null }[],
): Promise<TCatalogMember[]> {
  if (keys.length === 0) return [];
  const wanted = JSON.stringify(keys.map((k) => ({ item_id: k.itemId, variation_id: k.variationId ?? 0 })));
  return queryRows<TCatalogMember>(
    tx as unknown as TDb,
    sql`select * from (${catalog(scope, listId)}) members
         where ("itemId", coalesce("variationId", 0)) in
               (select item_id, variation_id from jsonb_to_recordset(${wanted}::jsonb) as k(item_id int, variation_id int))`,
  );
}

export async function insertPriceList(tx: TTx, scope: TMerchantScope, name: string): Promise<TPriceListRow> {
  const [row] = await tx
    .insert(tieredPriceLists)
    .values({ ...merchantKey(scope), name })
    .returning(listColumns);
  return row!;
}

/**
 * Renames the merchant's list only if it still has `version` (the one its ConcurrencyChecksum named), bumping it; a
 * save of member prices goes through here too, so any save of the list makes older checksums stale. The new version,
 * or null when another save came first (or there is no such list): nothing was written.
 */
export async function renamePriceList(
  tx: TTx,
  scope: TMerchantScope,
  id: number,
  version: number,
  name: string,
): Promise<number | null> {
  const [row] = await tx
    .update(tieredPriceLists)
    .set({ name, version: nextVersion(tieredPriceLists.version) })
    .where(and(eq(tieredPriceLists.id, id), ofMerchant(tieredPriceLists, scope), eq(tieredPriceLists.version, version)))
    .returning({ version: tieredPriceLists.version });
  return row?.version ?? null;
}

export type TMemberPrice = {
  memberType: TMemberType;
  itemId: number;
  variationId: number | null;
  groupId: number | null;
  priceListPrice: string | null;
};

/** Replaces the members' prices on the list (the caller has checked they are the merchant's). */
export async function writeMemberPrices(
  tx: TTx,
  scope: TMerchantScope,
  listId: number,
  members: readonly TMemberPrice[],
): Promise<void> {
  if (members.length === 0) return;
  const keys = JSON.stringify(members.map((m) => ({ item_id: m.itemId, variation_id: m.variationId ?? 0 })));
  await tx.execute(sql`
    delete from tiered_price_list_members m
     where m.tiered_price_list_id = ${listId} and ${merchantOf('m', scope)}
       and (m.item_id, coalesce(m.item_variation_id, 0)) in
           (select item_id, variation_id from jsonb_to_recordset(${keys}::jsonb) as k(item_id int, variation_id int))`);
  await tx.insert(tieredPriceListMembers).values(
    members.map((m) => ({
      ...merchantKey(scope),
      tieredPriceListId: listId,
      memberType: m.memberType,
      itemId: m.itemId,
      itemVariationId: m.variationId,
      retailPriceVariationGroupId: m.groupId,
      priceListPrice: m.priceListPrice,
    })),
  );
}
