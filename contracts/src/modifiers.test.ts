import { describe, expect, it } from 'vitest';
import {
  MODIFIERS_ERROR as E,
  modifierGroupProblems,
  ZModifierGroupListQuery,
  ZItemModifierGroupsSaveRequest,
  ZModifierGroupSaveRequest,
} from './modifiers.ts';

const mod = (ItemMasterId: number, IsDefault = false) => ({
  ItemMasterId,
  Name: `M${ItemMasterId}`,
  Price: '0.50',
  IsDefault,
});
const GROUP = {
  Name: 'Side Choice',
  IsRequired: true,
  IsForced: true,
  MinSelections: 1,
  MaxSelections: 1,
  Modifiers: [mod(1, true), mod(2)],
  ItemIds: [10, 11],
};

describe('modifierGroupProblems (the POS rules)', () => {
  it.each<[string, Partial<typeof GROUP>, [string, string][]]>([
    ['a required pick-one group', {}, []],
    ['an optional group of up to 3', { IsRequired: false, MinSelections: 0, MaxSelections: 3 }, []],
    ['an optional group without modifiers', { IsRequired: false, MinSelections: 0, Modifiers: [] }, []],
    ['min above max', { MinSelections: 2, MaxSelections: 1 }, [['MinSelections', E.minAboveMax]]],
    ['required with min 0', { MinSelections: 0 }, [['MinSelections', E.requiredNeedsMin]]],
    [
      'required with max 0',
      { MinSelections: 0, MaxSelections: 0, Modifiers: [mod(1)] },
      [
        ['MinSelections', E.requiredNeedsMin],
        ['MaxSelections', E.requiredNeedsMax],
      ],
    ],
    ['an empty required group', { Modifiers: [] }, [['Modifiers', E.emptyRequiredGroup]]],
    [
      'required: fewer modifiers than min',
      { MinSelections: 3, MaxSelections: 3 },
      [['Modifiers', E.fewerModifiersThanMin]],
    ],
    ['optional with a minimum', { IsRequired: false, MinSelections: 1 }, [['MinSelections', E.optionalHasMin]]],
    ['more defaults than max', { Modifiers: [mod(1, true), mod(2, true)] }, [['Modifiers', E.tooManyDefaults]]],
    ['a modifier twice', { Modifiers: [mod(1), mod(1)] }, [['Modifiers', E.duplicateModifier]]],
    ['two new modifiers (id 0) are not duplicates', { Modifiers: [mod(0), mod(0)] }, []],
    ['an item twice', { ItemIds: [10, 10] }, [['ItemIds', E.duplicateItem]]],
  ])('%s', (_name, changes, problems) => {
    expect(modifierGroupProblems({ ...GROUP, ...changes }).map((p) => [p.path, p.key])).toEqual(problems);
  });
});

describe('ZModifierGroupSaveRequest', () => {
  const save = { ...GROUP, ModifierGroupId: 0 };
  const problemsOf = (changes: Record<string, unknown>) =>
    ZModifierGroupSaveRequest.safeParse({ ...save, ...changes }).error?.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]) ?? [];

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a valid save', {}, []],
    ['an empty name', { Name: '  ' }, [['Name', E.nameRequired]]],
    ['a name of 41', { Name: 'N'.repeat(41) }, [['Name', E.nameTooLong]]],
    [
      'min 100',
      { MinSelections: 100, MaxSelections: 100 },
      [
        ['MinSelections', E.selectionsRange],
        ['MaxSelections', E.selectionsRange],
      ],
    ],
    ['a negative max', { MaxSelections: -1 }, [['MaxSelections', E.selectionsRange]]],
    ['a fractional min', { MinSelections: 1.5 }, [['MinSelections', E.selectionsRange]]],
    [
      'a modifier without a name',
      { Modifiers: [{ ...mod(1), Name: '' }] },
      [['Modifiers.0.Name', E.modifierNameRequired]],
    ],
    [
      'a bad price',
      { Modifiers: [{ ...mod(1), Price: '1.234' }] },
      [['Modifiers.0.Price', 'categoriesItems.errors.priceInvalid']],
    ],
    [
      'a negative price',
      { Modifiers: [{ ...mod(1), Price: -1 }] },
      [['Modifiers.0.Price', 'categoriesItems.errors.priceInvalid']],
    ],
    ['an item id of 0', { ItemIds: [0] }, [['ItemIds.0', expect.any(String)]]],
    ['a stale-looking checksum is still text', { ModifierGroupId: 5, ConcurrencyChecksum: 'x' }, []],
  ])('%s', (_name, changes, problems) => {
    expect(problemsOf(changes)).toEqual(problems);
  });

  it('normalizes prices and trims names', () => {
    const parsed = ZModifierGroupSaveRequest.parse({ ...save, Name: ' Sides ', Modifiers: [{ ...mod(1), Price: 2 }] });
    expect(parsed.Name).toBe('Sides');
    expect(parsed.Modifiers[0]!.Price).toBe('2.00');
  });
});

describe("the item detail's save", () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['two groups', {}, []],
    ['no group', { ModifierGroupIds: [] }, []],
    ['a group twice', { ModifierGroupIds: [3, 4, 3] }, [['ModifierGroupIds', E.duplicateGroup]]],
    [
      '51 groups',
      { ModifierGroupIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      [['ModifierGroupIds', E.tooManyGroups]],
    ],
    ['a group id of 0', { ModifierGroupIds: [0] }, [['ModifierGroupIds.0', expect.any(String)]]],
    ['no item', { ItemMasterId: 0 }, [['ItemMasterId', expect.any(String)]]],
  ])('%s', (_name, changes, problems) => {
    const parsed = ZItemModifierGroupsSaveRequest.safeParse({
      ItemMasterId: 7,
      ModifierGroupIds: [3, 4],
      ConcurrencyChecksum: 'abc',
      ...changes,
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []).toEqual(problems);
  });
});

describe('the list query', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{}, true],
    [{ SortColumn: 'ItemCount', SortDirection: 'DESC' }, true],
    [{ SortColumn: 'Price' }, false],
    [{ PageRowCount: '101' }, false],
    [{ RequestedPageNum: '0' }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(ZModifierGroupListQuery.safeParse(query).success).toBe(valid);
  });
});
