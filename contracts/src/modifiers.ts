import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, ZId, ZIdOrZero, ZIdParam, ZPageNumber, type TSortSpec } from './fields.ts';
import { ZPrice } from './menu-items.ts';

/**
 * Inventory → Configuration → Modifiers (issue 21 item 1). The spec gives no fields: this is our design over the
 * menu's tables (modifier_groups, modifier_group_items, item_modifier_groups), documented in the README's API section.
 * A modifier is an item of type M or B; its price is that item's retail price.
 */
export const MODIFIERS_PAGE = 'menu/configuration/modifiers';

export const MODIFIERS_PATH = {
  list: '/Modifier/GetModifierGroups',
  byId: '/Modifier/GetModifierGroupById',
  save: '/Modifier/SaveModifierGroup',
  remove: '/Modifier/DeleteModifierGroup',
  /** Modifier items (type M or B) to add to a group. */
  modifierItems: '/Modifier/GetModifierItems',
  /** Menu items (type I or B) that can use a group. */
  menuItems: '/Modifier/GetMenuItems',
  /** Which items a save's price changes affect, before saving. */
  pricePreview: '/Modifier/GetPriceChangePreview',
  /** The item detail's panel: the groups one item uses, and saving them (assigning from the item's side). */
  itemGroups: '/Modifier/GetItemModifierGroups',
  saveItemGroups: '/Modifier/SaveItemModifierGroups',
  /** Groups to add on the item detail. */
  groupLookup: '/Modifier/GetModifierGroupLookup',
} as const;

export const MODIFIER_GROUP_NAME_MAX = 40;
export const MODIFIER_NAME_MAX = 40;
/** The most a POS prompt asks for; also the most modifiers one group offers. */
export const MODIFIER_SELECTIONS_MAX = 99;
export const MODIFIER_GROUP_MODIFIERS_MAX = 99;
export const MODIFIER_GROUP_ITEMS_MAX = 1000;
/** The most groups one item's POS prompt chains. */
export const ITEM_MODIFIER_GROUPS_MAX = 50;
export const MODIFIER_GROUPS_PAGE_SIZE = 25;
export const MODIFIER_GROUPS_MAX_PAGE_SIZE = 100;
/** A picker's search answers at most this many rows. */
export const MODIFIER_LOOKUP_LIMIT = 50;

export const MODIFIERS_ERROR = {
  nameRequired: 'modifiers.errors.nameRequired',
  nameTooLong: 'modifiers.errors.nameTooLong',
  duplicateName: 'modifiers.errors.duplicateName',
  modifierNameRequired: 'modifiers.errors.modifierNameRequired',
  modifierNameTooLong: 'modifiers.errors.modifierNameTooLong',
  selectionsRange: 'modifiers.errors.selectionsRange',
  /** min ≤ max. */
  minAboveMax: 'modifiers.errors.minAboveMax',
  /** A required group asks for at least one choice, of at most max ≥ 1. */
  requiredNeedsMin: 'modifiers.errors.requiredNeedsMin',
  requiredNeedsMax: 'modifiers.errors.requiredNeedsMax',
  /** An optional group cannot demand choices. */
  optionalHasMin: 'modifiers.errors.optionalHasMin',
  /** A required group offers at least one modifier, and at least min of them. */
  emptyRequiredGroup: 'modifiers.errors.emptyRequiredGroup',
  fewerModifiersThanMin: 'modifiers.errors.fewerModifiersThanMin',
  /** More defaults than the cashier may choose. */
  tooManyDefaults: 'modifiers.errors.tooManyDefaults',
  duplicateModifier: 'modifiers.errors.duplicateModifier',
  duplicateItem: 'modifiers.errors.duplicateItem',
  tooManyModifiers: 'modifiers.errors.tooManyModifiers',
  unknownModifier: 'modifiers.errors.unknownModifier',
  unknownItem: 'modifiers.errors.unknownItem',
  unknownGroup: 'modifiers.errors.unknownGroup',
  duplicateGroup: 'modifiers.errors.duplicateGroup',
  tooManyGroups: 'modifiers.errors.tooManyGroups',
  /** Deleting a group that items still use. */
  groupInUse: 'modifiers.errors.groupInUse',
  notFound: 'modifiers.errors.notFound',
  staleChecksum: staleChecksumKey('modifiers'),
  /** The item detail's groups changed since the panel read them. */
  itemGroupsStale: 'modifiers.errors.itemGroupsStale',
} as const;
const E = MODIFIERS_ERROR;

const ZSelections = z
  .number({ error: E.selectionsRange })
  .int({ error: E.selectionsRange })
  .min(0, { error: E.selectionsRange })
  .max(MODIFIER_SELECTIONS_MAX, { error: E.selectionsRange });

/** One modifier of a group, in the order the POS lists them. ItemMasterId 0 creates a new modifier item. */
export const ZModifierEntry = z.object({
  ItemMasterId: ZIdOrZero,
  Name: z
    .string({ error: E.modifierNameRequired })
    .trim()
    .min(1, { error: E.modifierNameRequired })
    .max(MODIFIER_NAME_MAX, { error: E.modifierNameTooLong }),
  /** The modifier item's retail price: changing it changes it for every group and item that uses the modifier. */
  Price: ZPrice,
  IsDefault: z.boolean().default(false),
});
export type TModifierEntryInput = z.input<typeof ZModifierEntry>;
export type TModifierEntry = z.output<typeof ZModifierEntry>;

type TRuleInput = {
  IsRequired: boolean;
  MinSelections: number;
  MaxSelections: number;
  Modifiers: readonly { ItemMasterId: number; IsDefault?: boolean }[];
  ItemIds: readonly number[];
};
export type TModifierGroupProblem = { path: string; key: string };

/**
 * The POS rules of a group (what the cashier is prompted with), checked by the form and by the server alike:
 * min ≤ max; a required group asks for min ≥ 1 of max ≥ 1 and offers at least min modifiers (never none); an optional
 * group asks for no minimum; defaults never exceed max; no modifier or item twice.
 */
export function modifierGroupProblems(g: TRuleInput): TModifierGroupProblem[] {
  const problems: TModifierGroupProblem[] = [];
  if (g.MinSelections > g.MaxSelections) problems.push({ path: 'MinSelections', key: E.minAboveMax });
  if (g.IsRequired) {
    if (g.MinSelections < 1) problems.push({ path: 'MinSelections', key: E.requiredNeedsMin });
    if (g.MaxSelections < 1) problems.push({ path: 'MaxSelections', key: E.requiredNeedsMax });
    if (g.Modifiers.length === 0) problems.push({ path: 'Modifiers', key: E.emptyRequiredGroup });
    else if (g.Modifiers.length < g.MinSelections) problems.push({ path: 'Modifiers', key: E.fewerModifiersThanMin });
  } else if (g.MinSelections > 0) problems.push({ path: 'MinSelections', key: E.optionalHasMin });
  if (g.Modifiers.filter((m) => m.IsDefault).length > g.MaxSelections)
    problems.push({ path: 'Modifiers', key: E.tooManyDefaults });
  const existing = g.Modifiers.map((m) => m.ItemMasterId).filter((id) => id !== 0);
  if (new Set(existing).size !== existing.length) problems.push({ path: 'Modifiers', key: E.duplicateModifier });
  if (new Set(g.ItemIds).size !== g.ItemIds.length) problems.push({ path: 'ItemIds', key: E.duplicateItem });
  return problems;
}

const groupShape = {
  Name: z
    .string({ error: E.nameRequired })
    .trim()
    .min(1, { error: E.nameRequired })
    .max(MODIFIER_GROUP_NAME_MAX, { error: E.nameTooLong }),
  IsRequired: z.boolean(),
  IsForced: z.boolean(),
  MinSelections: ZSelections,
  MaxSelections: ZSelections,
  Modifiers: z.array(ZModifierEntry).max(MODIFIER_GROUP_MODIFIERS_MAX, { error: E.tooManyModifiers }),
  /** The menu items whose POS prompt includes the group. */
  ItemIds: z.array(ZId).max(MODIFIER_GROUP_ITEMS_MAX),
};

const withRules = <T extends z.ZodType<TRuleInput>>(schema: T) =>
  schema.superRefine((g, ctx) => {
    // Zod still refines after a field's own check failed: counts out of range would only repeat that refusal.
    if (ctx.issues.length > 0) return;
    for (const p of modifierGroupProblems(g)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.key });
  });

/** The group form (the screen) and its rules. */
export const ZModifierGroupForm = withRules(z.object(groupShape));
export type TModifierGroupFormInput = z.input<typeof ZModifierGroupForm>;

/**
 * POST SaveModifierGroup: ModifierGroupId 0 creates; an edit sends back the ConcurrencyChecksum it loaded (stale →
 * 409, nothing written). The modifiers' order is the array's; their names and prices are written to the modifier items.
 */
export const ZModifierGroupSaveRequest = withRules(
  z.object({ ...groupShape, ModifierGroupId: ZIdOrZero, ConcurrencyChecksum: ZConcurrencyChecksum.optional() }),
);
export type TModifierGroupSaveRequest = z.input<typeof ZModifierGroupSaveRequest>;
export type TModifierGroupSave = z.output<typeof ZModifierGroupSaveRequest>;

export const MODIFIER_GROUP_SORT = {
  columns: ['Name', 'ModifierCount', 'ItemCount', 'IsRequired'],
  defaultSort: { column: 'Name', direction: 'ASC' },
} as const satisfies TSortSpec<string>;
export type TModifierGroupSortColumn = (typeof MODIFIER_GROUP_SORT.columns)[number];

/** GET GetModifierGroups: one server-sorted page, SearchArg matching the group's or a modifier's name. */
export const ZModifierGroupListQuery = z.object({
  SearchArg: z.string().trim().max(100).default(''),
  PageRowCount: z.coerce.number().int().min(1).max(MODIFIER_GROUPS_MAX_PAGE_SIZE).default(MODIFIER_GROUPS_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  ...sortFields(MODIFIER_GROUP_SORT),
});
export type TModifierGroupListQuery = z.input<typeof ZModifierGroupListQuery>;

export const ZModifierGroupRow = z.object({
  ModifierGroupId: z.number().int(),
  Name: z.string(),
  IsRequired: z.boolean(),
  IsForced: z.boolean(),
  MinSelections: z.number().int(),
  MaxSelections: z.number().int(),
  ModifierCount: z.number().int(),
  ItemCount: z.number().int(),
});
export type TModifierGroupRow = z.infer<typeof ZModifierGroupRow>;
export const ZModifierGroupListResponse = z.object({
  ResultSet: z.array(ZModifierGroupRow),
  TotalRowCount: z.number().int(),
});
export type TModifierGroupListResponse = z.infer<typeof ZModifierGroupListResponse>;

/** Query of GetModifierGroupById and DeleteModifierGroup. */
export const ZModifierGroupIdQuery = z.object({ modifierGroupId: ZIdParam });

const ZItemRef = z.object({ ItemMasterId: z.number().int(), ItemName: z.string() });
export type TItemRef = z.infer<typeof ZItemRef>;

/** A group as the edit form loads it. */
export const ZModifierGroup = ZModifierGroupRow.omit({ ModifierCount: true, ItemCount: true }).extend({
  Modifiers: z.array(
    z.object({ ItemMasterId: z.number().int(), Name: z.string(), Price: z.string(), IsDefault: z.boolean() }),
  ),
  Items: z.array(ZItemRef),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TModifierGroup = z.infer<typeof ZModifierGroup>;

/** GET GetModifierItems / GetMenuItems: a picker's search. */
export const ZModifierLookupQuery = z.object({ SearchArg: z.string().trim().max(100).default('') });
export const ZModifierItemsResponse = z.array(ZItemRef.extend({ Price: z.string() }));
export const ZMenuItemsResponse = z.array(ZItemRef);

/** POST GetPriceChangePreview: the modifiers a save would send (new ones, ItemMasterId 0, change no price). */
export const ZPriceChangePreviewRequest = z.object({
  Modifiers: z.array(ZModifierEntry.pick({ ItemMasterId: true, Price: true })).max(MODIFIER_GROUP_MODIFIERS_MAX),
});
export type TPriceChangePreviewRequest = z.input<typeof ZPriceChangePreviewRequest>;
/** Each existing modifier whose price would change, with every item that offers it through any of its groups. */
export const ZPriceChangePreviewResponse = z.array(
  z.object({
    ItemMasterId: z.number().int(),
    Name: z.string(),
    OldPrice: z.string(),
    NewPrice: z.string(),
    AffectedItems: z.array(ZItemRef),
  }),
);
export type TPriceChangePreview = z.infer<typeof ZPriceChangePreviewResponse>;

export const ZModifierGroupSaveResponse = z.object({ success: z.literal(true), data: ZModifierGroup });
export const ZModifierGroupDeleteResponse = z.object({ success: z.literal(true) });

/** GET GetItemModifierGroups: one of the merchant's menu items (another merchant's: 404). */
export const ZItemModifierGroupsQuery = z.object({ ItemMasterId: ZIdParam });

const ZGroupRef = z.object({ ModifierGroupId: z.number().int(), Name: z.string() });
export type TModifierGroupRef = z.infer<typeof ZGroupRef>;

/**
 * The groups an item uses, by name. The checksum is the assignment's (the set of groups), not the item row's: the item
 * form beside it keeps its own, and a change from the group page makes this one stale too.
 */
export const ZItemModifierGroups = z.object({
  ItemMasterId: z.number().int(),
  Groups: z.array(
    ZGroupRef.extend({ IsRequired: z.boolean(), MinSelections: z.number().int(), MaxSelections: z.number().int() }),
  ),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TItemModifierGroups = z.infer<typeof ZItemModifierGroups>;

/**
 * POST SaveItemModifierGroups: the whole set of groups the item uses (no group twice), with the checksum the panel
 * loaded (stale → 409, nothing written). The groups' own checksums move on, so an open group page sees the change.
 */
export const ZItemModifierGroupsSaveRequest = z.object({
  ItemMasterId: ZId,
  ModifierGroupIds: z
    .array(ZId)
    .max(ITEM_MODIFIER_GROUPS_MAX, { error: E.tooManyGroups })
    .refine((ids) => new Set(ids).size === ids.length, { error: E.duplicateGroup }),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TItemModifierGroupsSaveRequest = z.input<typeof ZItemModifierGroupsSaveRequest>;
export const ZItemModifierGroupsSaveResponse = z.object({ success: z.literal(true), data: ZItemModifierGroups });

/** GET GetModifierGroupLookup: the merchant's groups matching a name, for the item detail's picker. */
export const ZModifierGroupLookupResponse = z.array(ZGroupRef);
