import { describe, expect, it } from 'vitest';
import {
  effectiveMinimumAge,
  newRestrictionValues,
  RESTRICTIONS_ERROR as E,
  ZRestrictionForm,
  ZRestrictionsListRequest,
  ZRestrictionUpdateRequest,
} from './restrictions.ts';
import { TIME_WINDOWS_ERROR as W } from './time-windows.ts';

const VALID = {
  Name: 'Alcohol 21+',
  MinimumAge: 21,
  RequireIdCheck: true,
  TimeWindows: [],
  ItemIds: [5],
  ItemCategoryIds: [7, 8],
  IsActive: true,
};
const WINDOW = { DaysOfWeek: [0, 6], StartTime: '02:00', EndTime: '08:00' };
const problemsOf = (values: Record<string, unknown>) =>
  ZRestrictionForm.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZRestrictionForm', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['an age restriction', {}, []],
    ['an age without an ID check', { RequireIdCheck: false }, []],
    ['a time window only', { MinimumAge: null, RequireIdCheck: false, TimeWindows: [WINDOW] }, []],
    ['both', { TimeWindows: [WINDOW, { ...WINDOW, DaysOfWeek: [1] }] }, []],
    ['assigned to nothing yet', { ItemIds: [], ItemCategoryIds: [] }, []],
    ['ages 1 and 99', { MinimumAge: 99 }, []],
    ['an empty name', { Name: ' ' }, [['Name', E.nameRequired]]],
    ['a name of 31', { Name: 'R'.repeat(31) }, [['Name', E.nameTooLong]]],
    ['age 0', { MinimumAge: 0 }, [['MinimumAge', E.ageRange]]],
    ['age 100', { MinimumAge: 100 }, [['MinimumAge', E.ageRange]]],
    ['age 20.5', { MinimumAge: 20.5 }, [['MinimumAge', E.ageRange]]],
    ['age as text', { MinimumAge: '21' }, [['MinimumAge', E.ageRange]]],
    [
      'an ID check without an age',
      { MinimumAge: null, TimeWindows: [WINDOW] },
      [['RequireIdCheck', E.idCheckNeedsAge]],
    ],
    ['no rule at all', { MinimumAge: null, RequireIdCheck: false }, [['MinimumAge', E.ruleRequired]]],
    [
      'a window without days',
      { TimeWindows: [{ ...WINDOW, DaysOfWeek: [] }] },
      [['TimeWindows.0.DaysOfWeek', W.daysRequired]],
    ],
    [
      'a window of no length',
      { TimeWindows: [{ ...WINDOW, EndTime: '02:00' }] },
      [['TimeWindows.0.EndTime', W.sameStartEnd]],
    ],
    ['eight windows', { TimeWindows: Array.from({ length: 8 }, () => WINDOW) }, [['TimeWindows', E.tooManyWindows]]],
    ['an item twice', { ItemIds: [5, 5] }, [['ItemIds', E.duplicateTarget]]],
    ['a category twice', { ItemCategoryIds: [7, 7] }, [['ItemCategoryIds', E.duplicateTarget]]],
    ['item id 0', { ItemIds: [0] }, [['ItemIds.0', 'Too small: expected number to be >0']]],
  ])('%s', (_name, values, expected) => {
    expect(problemsOf(values)).toEqual(expected);
  });

  it('starts a new restriction valid but for its name', () => {
    expect(problemsOf(newRestrictionValues())).toEqual([['Name', E.nameRequired]]);
  });

  it('applies the same rules to an update', () => {
    const base = { ...VALID, RestrictionId: 3, ConcurrencyChecksum: '2' };
    expect(ZRestrictionUpdateRequest.safeParse(base).success).toBe(true);
    expect(
      ZRestrictionUpdateRequest.safeParse({ ...base, MinimumAge: null, RequireIdCheck: false }).error?.issues[0]
        ?.message,
    ).toBe(E.ruleRequired);
  });
});

describe('ZRestrictionsListRequest', () => {
  it.each([{ SortColumn: 'Items' }, { PageRowCount: 0 }, { SearchArg: 's'.repeat(101) }])('refuses %o', (body) => {
    expect(ZRestrictionsListRequest.safeParse(body).success).toBe(false);
  });
});

describe('effectiveMinimumAge', () => {
  it.each<[(number | null)[], number | null]>([
    [[], null],
    [[null], null],
    [[18, null, 21], 21],
    [[21, 18], 21],
  ])('%o → %s', (ages, expected) => {
    expect(effectiveMinimumAge(ages.map((MinimumAge) => ({ MinimumAge })))).toBe(expected);
  });
});
