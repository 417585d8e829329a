import { describe, expect, it } from 'vitest';
import {
  EVENT_SCHEDULES_ERROR as E,
  newEventScheduleValues,
  ZEventScheduleForm,
  ZEventSchedulesListRequest,
  ZEventScheduleUpdateRequest,
} from './event-schedules.ts';
import { TIME_WINDOWS_ERROR as W } from './time-windows.ts';

const VALID = {
  Name: 'Happy Hour',
  DaysOfWeek: [1, 2, 3, 4, 5],
  StartTime: '16:00',
  EndTime: '18:00',
  StartDate: null,
  EndDate: null,
  IsActive: true,
};
const problemsOf = (values: Record<string, unknown>) =>
  ZEventScheduleForm.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZEventScheduleForm', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a valid schedule', {}, []],
    ['a name of 30', { Name: 'N'.repeat(30) }, []],
    ['a padded name of 30', { Name: `  ${'N'.repeat(30)}  ` }, []],
    ['a date range', { StartDate: '2026-06-01', EndDate: '2026-08-31' }, []],
    ['a one-day range', { StartDate: '2026-06-01', EndDate: '2026-06-01' }, []],
    ['an open end', { StartDate: '2026-06-01' }, []],
    ['late night across midnight', { StartTime: '22:00', EndTime: '01:00' }, []],
    ['an empty name', { Name: '' }, [['Name', E.nameRequired]]],
    ['a blank name', { Name: '   ' }, [['Name', E.nameRequired]]],
    ['no name', { Name: undefined }, [['Name', E.nameRequired]]],
    ['a name of 31', { Name: 'N'.repeat(31) }, [['Name', E.nameTooLong]]],
    ['no day', { DaysOfWeek: [] }, [['DaysOfWeek', W.daysRequired]]],
    ['a bad time', { StartTime: '25:00' }, [['StartTime', W.timeInvalid]]],
    ['start equal to end', { EndTime: '16:00' }, [['EndTime', W.sameStartEnd]]],
    ['an impossible date', { StartDate: '2026-02-30' }, [['StartDate', W.dateInvalid]]],
    ['year 0', { StartDate: '0000-01-01' }, [['StartDate', W.dateInvalid]]],
    ['a date in another format', { EndDate: '06/01/2026' }, [['EndDate', W.dateInvalid]]],
    [
      'an end before the start',
      { StartDate: '2026-06-02', EndDate: '2026-06-01' },
      [['EndDate', W.endDateBeforeStart]],
    ],
    ['no active flag', { IsActive: undefined }, [['IsActive', E.activeRequired]]],
  ])('%s', (_name, values, expected) => {
    expect(problemsOf(values)).toEqual(expected);
  });

  it('saves the name trimmed and the days in order', () => {
    expect(ZEventScheduleForm.parse({ ...VALID, Name: ' Lunch ', DaysOfWeek: [3, 0] })).toMatchObject({
      Name: 'Lunch',
      DaysOfWeek: [0, 3],
    });
  });

  it('starts a new schedule valid but for its name', () => {
    expect(problemsOf(newEventScheduleValues())).toEqual([['Name', E.nameRequired]]);
  });

  it('applies the same rules to an update, which names its schedule', () => {
    const base = { ...VALID, EventScheduleId: 5, ConcurrencyChecksum: '1' };
    expect(ZEventScheduleUpdateRequest.safeParse(base).success).toBe(true);
    expect(ZEventScheduleUpdateRequest.safeParse({ ...base, EndTime: '16:00' }).error?.issues[0]?.message).toBe(
      W.sameStartEnd,
    );
    expect(ZEventScheduleUpdateRequest.safeParse({ ...base, EventScheduleId: 0 }).success).toBe(false);
  });
});

describe('ZEventSchedulesListRequest', () => {
  it('defaults to the first 25 by name', () => {
    expect(ZEventSchedulesListRequest.parse({})).toEqual({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SortColumn: 'Name',
      SortDirection: 'ASC',
    });
  });
  it.each([{ SortColumn: 'merchant_id' }, { PageRowCount: 201 }, { RequestedPageNum: 0 }])('refuses %o', (body) => {
    expect(ZEventSchedulesListRequest.safeParse(body).success).toBe(false);
  });
});
