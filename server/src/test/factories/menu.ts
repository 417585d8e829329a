import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import {
  departments,
  itemCategories,
  items,
  itemStoreAvailability,
  itemVariations,
  printerGroups,
  tags,
  taxCategories,
  tieredPriceLists,
} from '../../db/schema.ts';
import { storeKey, type TStoreScope } from '../../db/tenant.ts';
import { MEMBER_TYPE_OF } from '../../modules/loyalty-pricing/loyalty-pricing.queries.ts';

/**
 * A small menu a test owns, for a merchant from createMerchant: the demo's names (so a test reads like one against
 * a demo menu) on ids from the identity columns. One default and one retired tax category, two printer groups, a
 * tag, four categories, menu items (one with sizes) and modifiers.
 */
const TAX_CATEGORIES = [
  { name: 'Standard Sales Tax', rate: '8.8750', isDefault: true, isActive: true },
  { name: 'Prepared Food', rate: '9.2500', isDefault: false, isActive: true },
  { name: 'Old City Tax', rate: '1.0000', isDefault: false, isActive: false },
] as const;
const PRINTER_GROUPS = ['Kitchen', 'Bar'] as const;
const CATEGORIES = ['PASTRIES', 'BREAKFAST', 'DESSERTS', 'ADD-ONS'] as const;

type TTaxName = (typeof TAX_CATEGORIES)[number]['name'];
type TCategoryName = (typeof CATEGORIES)[number];
type TMenuItem = {
  name: string;
  category: TCategoryName;
  price: string;
  tax: TTaxName;
  type: 'I' | 'M';
  sizes?: readonly (readonly [string, string])[];
};

const ITEMS = [
  { name: 'Butter Croissant', category: 'PASTRIES', price: '3.75', tax: 'Prepared Food', type: 'I' },
  { name: 'Almond Croissant', category: 'PASTRIES', price: '4.25', tax: 'Prepared Food', type: 'I' },
  {
    name: 'Oatmeal',
    category: 'BREAKFAST',
    price: '5.00',
    tax: 'Standard Sales Tax',
    type: 'I',
    sizes: [
      ['Small', '5.00'],
      ['Large', '6.50'],
    ],
  },
  { name: 'Chocolate Cake', category: 'DESSERTS', price: '6.00', tax: 'Standard Sales Tax', type: 'I' },
  { name: 'Extra Shot', category: 'ADD-ONS', price: '0.75', tax: 'Standard Sales Tax', type: 'M' },
  { name: 'Oat Milk', category: 'ADD-ONS', price: '0.60', tax: 'Standard Sales Tax', type: 'M' },
] as const satisfies readonly TMenuItem[];

type TItemName = (typeof ITEMS)[number]['name'];

export type TMenuFixture = {
  merchantId: number;
  departmentId: number;
  tagId: number;
  taxCategoryIds: Record<TTaxName, number>;
  printerGroupIds: Record<(typeof PRINTER_GROUPS)[number], number>;
  categoryIds: Record<TCategoryName, number>;
  itemIds: Record<TItemName, number>;
  /** Oatmeal's sizes. */
  variationIds: { Small: number; Large: number };
};

const byName = <K extends string>(rows: { id: number; name: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<K, number>;

/** The factory menu for the merchant. */
export async function createMenu(db: TDb, merchant: { merchantId: number }): Promise<TMenuFixture> {
  const { merchantId } = merchant;
  const [department] = await db
    .insert(departments)
    .values({ merchantId, name: 'Food' })
    .returning({ id: departments.id });
  const [tag] = await db.insert(tags).values({ merchantId, name: 'Vegan' }).returning({ id: tags.id });
  const taxCategoryIds = byName<TTaxName>(
    await db
      .insert(taxCategories)
      .values(TAX_CATEGORIES.map((t) => ({ merchantId, ...t })))
      .returning({ id: taxCategories.id, name: taxCategories.name }),
  );
  const printerGroupIds = byName<(typeof PRINTER_GROUPS)[number]>(
    await db
      .insert(printerGroups)
      .values(PRINTER_GROUPS.map((name) => ({ merchantId, name })))
      .returning({ id: printerGroups.id, name: printerGroups.name }),
  );
  const categoryIds = byName<TCategoryName>(
    await db
      .insert(itemCategories)
      .values(CATEGORIES.map((name, sortOrder) => ({ merchantId, name, sortOrder, departmentId: department!.id })))
      .returning({ id: itemCategories.id, name: itemCategories.name }),
  );
  const itemIds = byName<TItemName>(
    await db
      .insert(items)
      .values(
        ITEMS.map((item: TMenuItem) => ({
          merchantId,
          itemName: item.name,
          itemCategoryId: categoryIds[item.category],
          retailPrice: item.price,
          taxCategoryId: taxCategoryIds[item.tax],
          printerGroupId: item.type === 'I' ? printerGroupIds.Kitchen : null,
          itemType: item.type,
          isMenuItem: item.type === 'I',
          isModifier: item.type === 'M',
        })),
      )
      .returning({ id: items.id, name: items.itemName }),
  );
  const variationIds = byName<'Small' | 'Large'>(
    await db
      .insert(itemVariations)
      .values(
        ITEMS.flatMap((item: TMenuItem) =>
          (item.sizes ?? []).map(([name, retailPrice]) => ({
            merchantId,
            itemId: itemIds[item.name as TItemName],
            retailPriceVariationGroupId: 1,
            name,
            retailPrice,
          })),
        ),
      )
      .returning({ id: itemVariations.id, name: itemVariations.name }),
  );
  return {
    merchantId,
    departmentId: department!.id,
    tagId: tag!.id,
    taxCategoryIds,
    printerGroupIds,
    categoryIds,
    itemIds,
    variationIds,
  };
}

/** A member's price on a tier price list: an item (variationId null) or one of its sizes. */
export type TTierPrice = { itemId: number; variationId: number | null; price: string };

/** The merchant's tier price list, with prices for the given members (their member type follows the item). */
export async function createTierPriceList(
  db: TDb,
  menu: TMenuFixture,
  options: { name?: string; prices?: readonly TTierPrice[] } = {},
): Promise<number> {
  const [list] = await db
    .insert(tieredPriceLists)
    .values({ merchantId: menu.merchantId, name: options.name ?? 'Gold Members' })
    .returning({ id: tieredPriceLists.id });
  const prices = options.prices ?? [];
  if (prices.length > 0)
    await db.execute(sql`
      insert into tiered_price_list_members
             (merchant_id, tiered_price_list_id, member_type, item_id, item_variation_id,
              retail_price_variation_group_id, price_list_price)
      select i.merchant_id, ${list!.id},
             case when v.id is null then ${MEMBER_TYPE_OF.item} else ${MEMBER_TYPE_OF.variation} end,
             i.id, v.id, v.retail_price_variation_group_id, p.price
        from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as p("itemId" int, "variationId" int, price numeric)
        join items i on i.id = p."itemId" and i.merchant_id = ${menu.merchantId}
        left join item_variations v on v.id = p."variationId" and v.item_id = i.id`);
  return list!.id;
}

/** An item's availability switches at a store; a switch not given is on. */
export type TItemAvailabilitySpec = {
  itemId: number;
  isInStock?: boolean;
  isPosActive?: boolean;
  isAvailableOnline?: boolean;
};

/** Stores the items' availability rows at the store (an item without a row is in stock, POS active and online). */
export async function setItemAvailability(
  db: TDb,
  store: TStoreScope,
  rows: readonly TItemAvailabilitySpec[],
): Promise<void> {
  await db.insert(itemStoreAvailability).values(
    rows.map(({ itemId, isInStock = true, isPosActive = true, isAvailableOnline = true }) => ({
      ...storeKey(store),
      itemId,
      isInStock,
      isPosActive,
      isAvailableOnline,
    })),
  );
}
