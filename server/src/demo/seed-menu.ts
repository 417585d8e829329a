import { CATEGORY_COLORS } from '@mp/contracts/menu-items';
import { asc, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { merchants, stores } from '../db/schema.ts';
import { menuIdsOf } from './ids.ts';
import {
  BLOCKS,
  CUISINES,
  cuisineOf,
  DEPARTMENTS,
  MODIFIER_GROUPS,
  parseItems,
  PRINTER_GROUPS,
  TAGS,
  TAX_CATEGORIES,
  type TBlock,
  type TBlockName,
  type TModifierGroupName,
} from './seed-menu-catalog.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TRow = Record<string, string | number | boolean | null>;

/** The smallest menu a demo merchant gets (other engineers' tests rely on it). */
export const MIN_DEMO_ITEMS = 150;
/** Name of the extra category holding the modifiers. */
export const MODIFIER_CATEGORY = 'ADD-ONS';

const money = (value: number) => value.toFixed(2);

type TMenu = {
  departments: TRow[];
  taxCategories: TRow[];
  printerGroups: TRow[];
  tags: TRow[];
  categories: TRow[];
  categoryTags: TRow[];
  items: TRow[];
  variations: TRow[];
  modifierGroups: TRow[];
  modifierGroupItems: TRow[];
  itemModifierGroups: TRow[];
  availability: TRow[];
};

/** One merchant's whole menu as rows (snake_case keys, the column names). */
function buildMenu(merchantId: number, merchantName: string, storeIds: number[]): TMenu {
  const ids = menuIdsOf(merchantId);
  const m = merchantId;
  const deptId = (name: string) => ids.lookup(DEPARTMENTS.indexOf(name as never) + 1);
  const taxId = (name: string) => ids.lookup(TAX_CATEGORIES.findIndex((t) => t.name === name) + 1);
  const printerId = (name: string | null) => (name ? ids.lookup(PRINTER_GROUPS.indexOf(name as never) + 1) : null);
  const tagId = (name: string) => ids.lookup(TAGS.indexOf(name as never) + 1);
  const menu: TMenu = {
    departments: DEPARTMENTS.map((name, i) => ({ id: ids.lookup(i + 1), merchant_id: m, name })),
    taxCategories: TAX_CATEGORIES.map((t, i) => ({
      id: ids.lookup(i + 1),
      merchant_id: m,
      name: t.name,
      rate: t.rate,
      is_default: t.isDefault,
      is_active: t.isActive,
    })),
    printerGroups: PRINTER_GROUPS.map((name, i) => ({ id: ids.lookup(i + 1), merchant_id: m, name })),
    tags: TAGS.map((name, i) => ({ id: ids.lookup(i + 1), merchant_id: m, name })),
    categories: [],
    categoryTags: [],
    items: [],
    variations: [],
    modifierGroups: [],
    modifierGroupItems: [],
    itemModifierGroups: [],
    availability: [],
  };
  let itemN = 0;
  let variationN = 0;
  const addItem = (row: Omit<TRow, 'id' | 'merchant_id'>) => {
    itemN += 1;
    const id = ids.item(itemN);
    menu.items.push({
      id,
      merchant_id: m,
      item_number: String(10000 + itemN),
      is_favorite: itemN % 9 === 0,
      print_priority: 0,
      ...row,
    });
    return id;
  };

  // Modifier groups first: the items that use them link to their ids.
  const blockNames = CUISINES[cuisineOf(merchantName, merchantId)];
  const blockOf = (name: TBlockName): TBlock => BLOCKS[name];
  const groupNames = [...new Set(blockNames.flatMap((b) => blockOf(b).modifierGroups ?? []))];
  const modifierCategoryId = ids.category(blockNames.length + 1);
  const groupIds = new Map<TModifierGroupName, number>();
  groupNames.forEach((groupName, g) => {
    const group = MODIFIER_GROUPS[groupName];
    const groupId = ids.modifierGroup(g + 1);
    groupIds.set(groupName, groupId);
    menu.modifierGroups.push({
      id: groupId,
      merchant_id: m,
      name: groupName,
      min_selections: group.min,
      max_selections: group.max,
      is_required: group.min > 0,
      is_forced: group.min > 0,
    });
    const defaultName: string | undefined = 'default' in group ? group.default : undefined;
    parseItems(group.items).forEach(({ name, price }, sort) => {
      const itemId = addItem({
        item_name: name,
        description: '',
        item_category_id: modifierCategoryId,
        item_type: 'M',
        sold_by: 1,
        stocking_unit: 'EACH',
        retail_price: money(price),
        tax_category_id: taxId('Standard Sales Tax'),
        printer_group_id: null,
        is_menu_item: false,
        is_modifier: true,
      });
      menu.modifierGroupItems.push({
        merchant_id: m,
        modifier_group_id: groupId,
        item_id: itemId,
        sort_order: sort,
        is_default: name === defaultName,
      });
    });
  });

  blockNames.forEach((blockName, c) => {
    const block = blockOf(blockName);
    const categoryId = ids.category(c + 1);
    menu.categories.push({
      id: categoryId,
      merchant_id: m,
      name: blockName,
      display_color: CATEGORY_COLORS[c % CATEGORY_COLORS.length]!,
      department_id: deptId(block.department),
      sort_order: c,
    });
    for (const tag of block.tags) {
      menu.categoryTags.push({ merchant_id: m, item_category_id: categoryId, tag_id: tagId(tag) });
    }
    parseItems(block.items).forEach(({ name, price }, k) => {
      const itemId = addItem({
        item_name: name,
        description: `${name} from our ${blockName.toLowerCase()} menu.`.slice(0, 130),
        item_category_id: categoryId,
        item_type: 'I',
        sold_by: block.byWeight ? 2 : 1,
        stocking_unit: block.byWeight ? 'LB' : 'EACH',
        retail_price: money(price),
        tax_category_id: taxId(block.tax),
        printer_group_id: printerId(block.printer),
        print_priority: c < 3 ? 1 : 2,
        // Market-priced charcuterie asks for the price at the POS.
        prompt_for_price: blockName === 'CHARCUTERIE' && k === 0,
        is_menu_item: true,
        is_modifier: false,
      });
      // Sizes on the first few items of a sized category keep the demo small but present.
      if (block.sizes && k < 4) {
        for (const [sizeName, delta] of block.sizes) {
          variationN += 1;
          menu.variations.push({
            id: ids.item(variationN),
            merchant_id: m,
            item_id: itemId,
            retail_price_variation_group_id: 1,
            name: sizeName,
            retail_price: money(price + delta),
          });
        }
      }
      for (const groupName of block.modifierGroups ?? []) {
        menu.itemModifierGroups.push({ merchant_id: m, item_id: itemId, modifier_group_id: groupIds.get(groupName)! });
      }
    });
  });
  menu.categories.push({
    id: modifierCategoryId,
    merchant_id: m,
    name: MODIFIER_CATEGORY,
    display_color: null,
    department_id: deptId('Food'),
    sort_order: blockNames.length,
  });

  const menuItemCount = menu.items.filter((i) => i.item_type === 'I').length;
  if (menuItemCount < MIN_DEMO_ITEMS) throw new Error(`Demo menu of ${merchantName} has only ${menuItemCount} items`);

  // A few items out of stock, inactive at the POS or offline, differently at each store.
  storeIds.forEach((storeId, s) => {
    for (const item of menu.items) {
      const n = Number(item.id) + s * 7;
      const isInStock = n % 23 !== 0;
      const isAvailableOnline = n % 29 !== 5;
      const isPosActive = n % 37 !== 3;
      if (isInStock && isAvailableOnline && isPosActive) continue;
      menu.availability.push({
        merchant_id: m,
        store_id: storeId,
        item_id: item.id!,
        is_in_stock: isInStock,
        is_pos_active: isPosActive,
        is_available_online: isAvailableOnline,
      });
    }
  });
  return menu;
}

/** Inserts rows in one statement: the rows travel as one JSON parameter, whatever their number. */
async function bulkInsert(tx: TTx, table: string, columns: Record<string, string>, rows: TRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns).join(', ');
  const record = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(record)})`,
  );
}

/**
 * Every demo merchant's menu (spec 2 §3): departments, tax categories (one default, one inactive), printer groups,
 * tags, 13+ coloured categories plus ADD-ONS, 150+ items fitting the merchant's cuisine (some by weight, some with
 * sizes), modifiers in groups linked to items, and per-store availability exceptions. Runs in well under a second.
 */
export async function seedMenu(tx: TTx): Promise<void> {
  const merchantRows = await tx
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .orderBy(asc(merchants.id));
  const storeRows = await tx
    .select({ id: stores.id, merchantId: stores.merchantId, isDeleted: stores.isDeleted })
    .from(stores)
    .orderBy(asc(stores.id));
  const menus = merchantRows.map((merchant) =>
    buildMenu(
      merchant.id,
      merchant.name,
      storeRows.filter((s) => s.merchantId === merchant.id && !s.isDeleted).map((s) => s.id),
    ),
  );
  const all = <K extends keyof TMenu>(key: K) => menus.flatMap((menu) => menu[key]);
  const named = { id: 'int', merchant_id: 'int', name: 'text' };
  await bulkInsert(tx, 'departments', named, all('departments'));
  await bulkInsert(
    tx,
    'tax_categories',
    { ...named, rate: 'numeric', is_default: 'boolean', is_active: 'boolean' },
    all('taxCategories'),
  );
  await bulkInsert(tx, 'printer_groups', named, all('printerGroups'));
  await bulkInsert(tx, 'tags', named, all('tags'));
  await bulkInsert(
    tx,
    'item_categories',
    { ...named, display_color: 'text', department_id: 'int', sort_order: 'int' },
    all('categories'),
  );
  await bulkInsert(
    tx,
    'item_category_tags',
    { merchant_id: 'int', item_category_id: 'int', tag_id: 'int' },
    all('categoryTags'),
  );
  await bulkInsert(
    tx,
    'items',
    {
      id: 'int',
      merchant_id: 'int',
      item_name: 'text',
      description: 'text',
      item_number: 'text',
      is_favorite: 'boolean',
      item_category_id: 'int',
      print_priority: 'int',
      item_type: 'text',
      sold_by: 'smallint',
      stocking_unit: 'text',
      retail_price: 'numeric',
      tax_category_id: 'int',
      prompt_for_price: 'boolean',
      printer_group_id: 'int',
      is_menu_item: 'boolean',
      is_modifier: 'boolean',
    },
    all('items').map((item) => ({ prompt_for_price: false, ...item })),
  );
  await bulkInsert(
    tx,
    'item_variations',
    {
      id: 'int',
      merchant_id: 'int',
      item_id: 'int',
      retail_price_variation_group_id: 'int',
      name: 'text',
      retail_price: 'numeric',
    },
    all('variations'),
  );
  await bulkInsert(
    tx,
    'modifier_groups',
    { ...named, min_selections: 'smallint', max_selections: 'smallint', is_required: 'boolean', is_forced: 'boolean' },
    all('modifierGroups'),
  );
  await bulkInsert(
    tx,
    'modifier_group_items',
    { merchant_id: 'int', modifier_group_id: 'int', item_id: 'int', sort_order: 'int', is_default: 'boolean' },
    all('modifierGroupItems'),
  );
  await bulkInsert(
    tx,
    'item_modifier_groups',
    { merchant_id: 'int', item_id: 'int', modifier_group_id: 'int' },
    all('itemModifierGroups'),
  );
  await bulkInsert(
    tx,
    'item_store_availability',
    {
      merchant_id: 'int',
      store_id: 'int',
      item_id: 'int',
      is_in_stock: 'boolean',
      is_pos_active: 'boolean',
      is_available_online: 'boolean',
    },
    all('availability'),
  );
}
