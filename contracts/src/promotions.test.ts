import { describe, expect, it } from 'vitest';
import {
  newPromotionValues,
  PROMOTIONS_ERROR as E,
  promotedPrice,
  promotionStatus,
  promotionTimesOverlap,
  ZPromotionForm,
  ZPromotionPreviewRequest,
  ZPromotionsListRequest,
  ZPromotionUpdateRequest,
  type TPromotionKind,
  type TPromotionTime,
} from './promotions.ts';
import { TIME_WINDOWS_ERROR as W } from './time-windows.ts';

const VALID = {
  Name: 'Lunch special',
  Kind: 'PercentOff',
  Value: 20,
  ItemIds: [5],
  ItemCategoryIds: [],
  Timing: 'DateRange',
  EventScheduleId: null,
  StartDate: '2026-06-01',
  EndDate: '2026-06-30',
  StoreIds: [2001],
};
const problemsOf = (values: Record<string, unknown>) =>
  ZPromotionForm.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZPromotionForm', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a valid promotion', {}, []],
    ['a name of 50', { Name: 'N'.repeat(50) }, []],
    ['100 % off', { Value: 100 }, []],
    ['12.5 % off', { Value: 12.5 }, []],
    ['an amount off of 0', { Kind: 'AmountOff', Value: 0 }, []],
    ['a set price with cents', { Kind: 'SetPrice', Value: 7.99 }, []],
    ['only a category', { ItemIds: [], ItemCategoryIds: [3] }, []],
    ['a schedule', { Timing: 'Schedule', EventScheduleId: 11, StartDate: null, EndDate: null }, []],
    ['a one-day range', { EndDate: '2026-06-01' }, []],
    ['an empty name', { Name: '  ' }, [['Name', E.nameRequired]]],
    ['a name of 51', { Name: 'N'.repeat(51) }, [['Name', E.nameTooLong]]],
    ['no kind', { Kind: 'Half' }, [['Kind', E.kindRequired]]],
    ['no value', { Value: undefined }, [['Value', E.valueInvalid]]],
    ['0 % off', { Value: 0 }, [['Value', E.percentRange]]],
    ['101 % off', { Value: 101 }, [['Value', E.percentRange]]],
    ['a percent of three decimals', { Value: 10.125 }, [['Value', E.percentRange]]],
    ['a negative amount', { Kind: 'AmountOff', Value: -1 }, [['Value', E.amountRange]]],
    ['an amount of fractions of a cent', { Kind: 'SetPrice', Value: 1.005 }, [['Value', E.amountRange]]],
    ['an amount too high', { Kind: 'SetPrice', Value: 100_000 }, [['Value', E.amountRange]]],
    ['nothing targeted', { ItemIds: [] }, [['ItemIds', E.targetRequired]]],
    ['an item twice', { ItemIds: [5, 5] }, [['ItemIds', E.duplicateTarget]]],
    ['no stores', { StoreIds: [] }, [['StoreIds', E.storesRequired]]],
    ['a store twice', { StoreIds: [1, 1] }, [['StoreIds', E.duplicateStore]]],
    ['no timing', { Timing: undefined }, [['Timing', E.timingRequired]]],
    ['a schedule without one', { Timing: 'Schedule' }, [['EventScheduleId', E.scheduleRequired]]],
    ['a range without a start', { StartDate: null }, [['StartDate', E.startDateRequired]]],
    ['a range without an end', { EndDate: null }, [['EndDate', E.endDateRequired]]],
    ['an impossible date', { StartDate: '2026-02-30' }, [['StartDate', W.dateInvalid]]],
    ['an end before the start', { EndDate: '2026-05-31' }, [['EndDate', W.endDateBeforeStart]]],
  ])('%s', (_name, values, expected) => {
    expect(problemsOf(values)).toEqual(expected);
  });

  it('keeps only the chosen timing and the trimmed name', () => {
    expect(ZPromotionForm.parse({ ...VALID, Name: ' Lunch ', EventScheduleId: 9 })).toMatchObject({
      Name: 'Lunch',
      EventScheduleId: null,
      StartDate: '2026-06-01',
    });
    expect(ZPromotionForm.parse({ ...VALID, Timing: 'Schedule', EventScheduleId: 9 })).toMatchObject({
      EventScheduleId: 9,
      StartDate: null,
      EndDate: null,
    });
  });

  it('starts a new promotion needing a name, targets and dates', () => {
    expect(problemsOf(newPromotionValues([2001])).map(([field]) => field)).toEqual([
      'Name',
      'ItemIds',
      'StartDate',
      'EndDate',
    ]);
  });

  it('applies the same rules to an update and a preview', () => {
    const update = { ...VALID, PromotionId: 4, ConcurrencyChecksum: '1' };
    expect(ZPromotionUpdateRequest.safeParse(update).success).toBe(true);
    expect(ZPromotionUpdateRequest.safeParse({ ...update, Value: 0 }).error?.issues[0]?.message).toBe(E.percentRange);
    expect(ZPromotionPreviewRequest.parse(VALID).PromotionId).toBe(0);
    expect(ZPromotionPreviewRequest.safeParse({ ...VALID, StoreIds: [] }).success).toBe(false);
  });
});

describe('ZPromotionsListRequest', () => {
  it('defaults to the first 25 by name, every status', () => {
    expect(ZPromotionsListRequest.parse({})).toEqual({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SortColumn: 'Name',
      SortDirection: 'ASC',
    });
  });
  it.each([{ SortColumn: 'merchant_id' }, { Status: 'Paused' }, { PageRowCount: 201 }])('refuses %o', (body) => {
    expect(ZPromotionsListRequest.safeParse(body).success).toBe(false);
  });
});

describe('promotedPrice', () => {
  it.each<[TPromotionKind, number, number, number]>([
    ['PercentOff', 20, 10, 8],
    ['PercentOff', 20, 19.99, 15.99],
    ['PercentOff', 15, 3.33, 2.83],
    ['PercentOff', 100, 12.5, 0],
    ['PercentOff', 12.5, 8, 7],
    ['AmountOff', 2, 10, 8],
    ['AmountOff', 2.5, 1.99, 0],
    ['AmountOff', 0, 4.25, 4.25],
    ['SetPrice', 7.99, 12, 7.99],
    ['SetPrice', 15, 12, 15],
    ['SetPrice', 0, 12, 0],
  ])('%s %d on %d is %d', (kind, value, price, expected) => {
    expect(promotedPrice(kind, value, price)).toBe(expected);
  });
});

describe('promotionStatus', () => {
  it.each<[string | null, string | null, string, string]>([
    ['2026-06-01', '2026-06-30', '2026-05-31', 'Scheduled'],
    ['2026-06-01', '2026-06-30', '2026-06-01', 'Active'],
    ['2026-06-01', '2026-06-30', '2026-06-30', 'Active'],
    ['2026-06-01', '2026-06-30', '2026-07-01', 'Expired'],
    [null, null, '2026-06-15', 'Active'],
    [null, '2026-01-01', '2026-06-15', 'Expired'],
    ['2027-01-01', null, '2026-06-15', 'Scheduled'],
  ])('%s..%s on %s: %s', (start, end, today, expected) => {
    expect(promotionStatus(start, end, today)).toBe(expected);
  });
});

describe('promotionTimesOverlap', () => {
  const range = (StartDate: string | null, EndDate: string | null): TPromotionTime => ({
    StartDate,
    EndDate,
    Week: null,
  });
  const weekly = (
    DaysOfWeek: number[],
    StartTime: string,
    EndTime: string,
    StartDate: string | null = null,
    EndDate: string | null = null,
  ): TPromotionTime => ({ StartDate, EndDate, Week: { DaysOfWeek, StartTime, EndTime } });
  // 2026-06-01 is a Monday.
  it.each<[string, TPromotionTime, TPromotionTime, boolean]>([
    ['ranges sharing a day', range('2026-06-01', '2026-06-10'), range('2026-06-10', '2026-06-20'), true],
    ['ranges apart', range('2026-06-01', '2026-06-09'), range('2026-06-10', '2026-06-20'), false],
    ['an open range', range(null, null), range('2026-06-10', '2026-06-20'), true],
    ['a range ended before the other starts', range(null, '2026-01-01'), range('2026-06-10', null), false],
    [
      'a range and a weekday schedule',
      range('2026-06-01', '2026-06-30'),
      weekly([1, 2, 3, 4, 5], '16:00', '18:00'),
      true,
    ],
    [
      'a weekend range and a weekday schedule',
      range('2026-06-06', '2026-06-07'),
      weekly([1, 2, 3, 4, 5], '16:00', '18:00'),
      false,
    ],
    ['a Monday range and a Monday schedule', range('2026-06-01', '2026-06-01'), weekly([1], '16:00', '18:00'), true],
    ['schedules at the same hours', weekly([1, 2], '16:00', '18:00'), weekly([2, 3], '17:00', '19:00'), true],
    ['schedules back to back', weekly([1], '11:00', '14:00'), weekly([1], '14:00', '16:00'), false],
    ['schedules on other days', weekly([1], '11:00', '14:00'), weekly([2], '11:00', '14:00'), false],
    ['late night into the next morning', weekly([1], '22:00', '02:00'), weekly([2], '01:00', '03:00'), true],
    ['Saturday night into Sunday', weekly([6], '22:00', '02:00'), weekly([0], '00:30', '01:00'), true],
    [
      "schedules whose own date ranges don't meet",
      weekly([1], '11:00', '14:00', '2026-01-01', '2026-03-31'),
      weekly([1], '11:00', '14:00', '2026-04-01', null),
      false,
    ],
    [
      'a schedule ending before a range',
      weekly([1], '11:00', '14:00', null, '2026-05-01'),
      range('2026-06-01', '2026-06-02'),
      false,
    ],
  ])('%s: %s', (_name, a, b, expected) => {
    expect(promotionTimesOverlap(a, b)).toBe(expected);
    expect(promotionTimesOverlap(b, a)).toBe(expected);
  });
});
