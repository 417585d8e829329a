import { describe, expect, it } from 'vitest';
import {
  localDateOf,
  nextOccurrence,
  periodOf,
  SCHEDULE_ERROR as E,
  ZCreateScheduleRequest,
  zonedInstant,
  ZUpdateScheduleRequest,
  type TCreateScheduleRequest,
  type TScheduleTiming,
} from './report-schedules.ts';

const valid: TCreateScheduleRequest = {
  ReportFile: 'OperationsSummary',
  Name: 'Morning summary',
  Params: { ShowStoreDetail: 'true' },
  Range: 'yesterday',
  Cadence: 'daily',
  LocalTime: '07:30',
  Recipients: ['owner@example.com', 'accountant@example.com'],
  Formats: ['pdf', 'csv'],
};

/** The first issue of a request with `patch` applied: its path and message (an i18n key), or null when valid. */
function firstIssue(patch: Record<string, unknown>) {
  const parsed = ZCreateScheduleRequest.safeParse({ ...valid, ...patch });
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { path: issue!.path.join('.'), message: issue!.message };
}

describe('schedule rules (issue 16 §7)', () => {
  it('accepts a complete schedule and fills the optional fields', () => {
    const parsed = ZCreateScheduleRequest.parse(valid);
    expect(parsed).toMatchObject({ Weekday: null, MonthDay: null, Name: 'Morning summary' });
  });

  it.each([
    ['an empty name', { Name: '   ' }, 'Name', E.required],
    ['a name over 60 characters', { Name: 'x'.repeat(61) }, 'Name', E.nameTooLong],
    ['a report the catalogue lacks', { ReportFile: 'NoSuchReport' }, 'ReportFile', E.unknownReport],
    ['a time past 23:59', { LocalTime: '24:00' }, 'LocalTime', E.invalidTime],
    ['a time without a leading zero', { LocalTime: '7:30' }, 'LocalTime', E.invalidTime],
    ['minutes past 59', { LocalTime: '07:60' }, 'LocalTime', E.invalidTime],
    ['weekly without a weekday', { Cadence: 'weekly' }, 'Weekday', E.weekdayRequired],
    ['monthly without a day', { Cadence: 'monthly' }, 'MonthDay', E.monthDayRequired],
    ['no recipient', { Recipients: [] }, 'Recipients', E.recipientsRequired],
    [
      'an address that is not one',
      { Recipients: ['owner@example.com', 'not-an-address'] },
      'Recipients.1',
      E.invalidRecipient,
    ],
    [
      'the same address twice',
      { Recipients: ['a@example.com', 'A@Example.com'] },
      'Recipients.1',
      E.duplicateRecipient,
    ],
    ['no format', { Formats: [] }, 'Formats', E.formatsRequired],
    ['a format twice', { Formats: ['pdf', 'pdf'] }, 'Formats', E.formatsRequired],
    [
      'an option the report refuses',
      { Params: { DaysToSelect: '9' } },
      'Params.DaysToSelect',
      'reports.errors.invalidDays',
    ],
    [
      'a bad minimum spend',
      { Params: { MinimumSpend: '1.234' } },
      'Params.MinimumSpend',
      'reports.errors.invalidAmount',
    ],
    [
      'a comparison that is none of the two',
      { Params: { CompareTo: 'nextYear' } },
      'Params.CompareTo',
      'reports.errors.invalidCompareTo',
    ],
  ])('refuses %s, naming the field', (_, patch, path, message) => {
    expect(firstIssue(patch)).toEqual({ path, message });
  });

  it.each([
    ['ten recipients', { Recipients: Array.from({ length: 10 }, (_, i) => `r${i}@example.com`) }, null],
    [
      'eleven recipients',
      { Recipients: Array.from({ length: 11 }, (_, i) => `r${i}@example.com`) },
      E.tooManyRecipients,
    ],
    ['weekday 0 (Sunday)', { Cadence: 'weekly', Weekday: 0 }, null],
    ['weekday 6 (Saturday)', { Cadence: 'weekly', Weekday: 6 }, null],
    ['weekday 7', { Cadence: 'weekly', Weekday: 7 }, 'common'],
    ['day 1', { Cadence: 'monthly', MonthDay: 1 }, null],
    ['day 28', { Cadence: 'monthly', MonthDay: 28 }, null],
    ['day 29', { Cadence: 'monthly', MonthDay: 29 }, 'common'],
    ['the last day', { Cadence: 'monthly', MonthDay: 'last' }, null],
    ['a name of exactly 60', { Name: 'x'.repeat(60) }, null],
    ['00:00', { LocalTime: '00:00' }, null],
    ['23:59', { LocalTime: '23:59' }, null],
  ])('bounds: %s', (_, patch, expected) => {
    const issue = firstIssue(patch);
    if (expected === null) expect(issue).toBeNull();
    // zod's own range checks carry no key of ours: the server answers them as common.errors.validation.
    else if (expected === 'common') expect(issue?.message.startsWith('reportSchedules.')).toBe(false);
    else expect(issue?.message).toBe(expected);
  });

  it('keeps a comparison among the parameters it runs the report with (issue 16 §6)', () => {
    const parsed = ZCreateScheduleRequest.parse({
      ...valid,
      Params: { ShowStoreDetail: 'true', CompareTo: 'lastYear' },
    });
    expect(parsed.Params).toEqual({ ShowStoreDetail: 'true', CompareTo: 'lastYear' });
  });

  it('the update carries the id and checksum and the same rules, not the report', () => {
    const { ReportFile: _file, ...fields } = valid;
    expect(ZUpdateScheduleRequest.safeParse({ ...fields, Id: 5, ConcurrencyChecksum: '3' }).success).toBe(true);
    const weekly = ZUpdateScheduleRequest.safeParse({ ...fields, Id: 5, ConcurrencyChecksum: '3', Cadence: 'weekly' });
    expect(weekly.success ? null : weekly.error.issues[0]!.message).toBe(E.weekdayRequired);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// When schedules fire: the clock is a parameter, so each row is an instant and what comes after it.

const daily = (LocalTime: string): TScheduleTiming => ({ Cadence: 'daily', LocalTime, Weekday: null, MonthDay: null });
const weekly = (Weekday: number, LocalTime = '07:00'): TScheduleTiming => ({
  Cadence: 'weekly',
  LocalTime,
  Weekday,
  MonthDay: null,
});
const monthly = (MonthDay: number | 'last', LocalTime = '07:00'): TScheduleTiming => ({
  Cadence: 'monthly',
  LocalTime,
  Weekday: null,
  MonthDay,
});

describe('zonedInstant (the store wall clock to UTC)', () => {
  it.each([
    ['New York in winter', '2026-01-15', '07:00', 'America/New_York', '2026-01-15T12:00:00.000Z'],
    ['New York in summer', '2026-07-15', '07:00', 'America/New_York', '2026-07-15T11:00:00.000Z'],
    [
      'a time New York skips (spring) moves past the gap',
      '2026-03-08',
      '02:30',
      'America/New_York',
      '2026-03-08T07:30:00.000Z',
    ],
    [
      'a time New York has twice (autumn) is the first',
      '2026-11-01',
      '01:30',
      'America/New_York',
      '2026-11-01T05:30:00.000Z',
    ],
    ['a time London skips', '2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    ['a time London has twice', '2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['Honolulu (no daylight saving)', '2026-03-08', '02:30', 'Pacific/Honolulu', '2026-03-08T12:30:00.000Z'],
    ['Chicago just after the spring change', '2026-03-08', '03:00', 'America/Chicago', '2026-03-08T08:00:00.000Z'],
    [
      'midnight in Sydney is the day before in UTC',
      '2026-06-01',
      '00:00',
      'Australia/Sydney',
      '2026-05-31T14:00:00.000Z',
    ],
  ])('%s', (_, date, time, zone, expected) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(expected);
  });

  it('localDateOf reads the calendar day on the zone clock', () => {
    expect(localDateOf(new Date('2026-05-31T14:00:00Z'), 'Australia/Sydney')).toBe('2026-06-01');
    expect(localDateOf(new Date('2026-06-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-05-31');
  });
});

describe('nextOccurrence (next fire in the store zone, once per period)', () => {
  it.each([
    [
      'daily, later today',
      daily('07:00'),
      'America/New_York',
      '2026-01-15T11:59:00Z',
      '2026-01-15T12:00:00.000Z',
      'D:2026-01-15',
    ],
    [
      'daily, at the very instant: the next day',
      daily('07:00'),
      'America/New_York',
      '2026-01-15T12:00:00Z',
      '2026-01-16T12:00:00.000Z',
      'D:2026-01-16',
    ],
    [
      'daily across the spring change keeps 07:00 local',
      daily('07:00'),
      'America/New_York',
      '2026-03-07T12:00:00Z',
      '2026-03-08T11:00:00.000Z',
      'D:2026-03-08',
    ],
    [
      'daily across the autumn change keeps 07:00 local',
      daily('07:00'),
      'America/New_York',
      '2026-10-31T11:00:00Z',
      '2026-11-01T12:00:00.000Z',
      'D:2026-11-01',
    ],
    [
      'daily at a skipped time still fires that day',
      daily('02:30'),
      'America/New_York',
      '2026-03-08T05:00:00Z',
      '2026-03-08T07:30:00.000Z',
      'D:2026-03-08',
    ],
    [
      'daily at a doubled time fires once, the first',
      daily('01:30'),
      'America/New_York',
      '2026-11-01T05:30:00Z',
      '2026-11-02T06:30:00.000Z',
      'D:2026-11-02',
    ],
    [
      'daily, the store day is not the UTC day',
      daily('23:00'),
      'Pacific/Honolulu',
      '2026-05-01T08:00:00Z',
      '2026-05-01T09:00:00.000Z',
      'D:2026-04-30',
    ],
    [
      'weekly Monday, from a Sunday',
      weekly(1),
      'America/Chicago',
      '2026-05-03T15:00:00Z',
      '2026-05-04T12:00:00.000Z',
      'W:2026-05-03',
    ],
    [
      'weekly Monday, from Monday after the time',
      weekly(1),
      'America/Chicago',
      '2026-05-04T13:00:00Z',
      '2026-05-11T12:00:00.000Z',
      'W:2026-05-10',
    ],
    [
      'weekly Sunday, from Saturday',
      weekly(0),
      'Europe/London',
      '2026-05-09T10:00:00Z',
      '2026-05-10T06:00:00.000Z',
      'W:2026-05-10',
    ],
    [
      'monthly on the 1st',
      monthly(1),
      'America/Denver',
      '2026-04-15T00:00:00Z',
      '2026-05-01T13:00:00.000Z',
      'M:2026-05',
    ],
    [
      'monthly on the 28th in February',
      monthly(28),
      'America/Denver',
      '2026-02-10T00:00:00Z',
      '2026-02-28T14:00:00.000Z',
      'M:2026-02',
    ],
    [
      'monthly on the last day of February',
      monthly('last'),
      'America/New_York',
      '2026-02-10T00:00:00Z',
      '2026-02-28T12:00:00.000Z',
      'M:2026-02',
    ],
    [
      'monthly on the last day of a leap February',
      monthly('last'),
      'America/New_York',
      '2028-02-10T00:00:00Z',
      '2028-02-29T12:00:00.000Z',
      'M:2028-02',
    ],
    [
      'monthly, this month passed: next month',
      monthly('last'),
      'America/New_York',
      '2026-04-30T12:00:00Z',
      '2026-05-31T11:00:00.000Z',
      'M:2026-05',
    ],
    [
      'monthly across the year end',
      monthly(1),
      'America/New_York',
      '2026-12-01T12:30:00Z',
      '2027-01-01T12:00:00.000Z',
      'M:2027-01',
    ],
  ])('%s', (_, timing, zone, after, at, period) => {
    const next = nextOccurrence(timing, zone, new Date(after));
    expect({ at: next.at.toISOString(), period: next.period }).toEqual({ at, period });
  });

  it('walking a year with a controlled clock fires each period exactly once, always at 07:00 store time', () => {
    for (const [timing, expectedCount] of [
      [daily('07:00'), 365],
      [weekly(3), 52],
      [monthly('last'), 12],
    ] as const) {
      const periods: string[] = [];
      let clock = new Date('2026-01-01T00:00:00Z');
      const end = new Date('2026-12-31T23:59:00Z');
      for (;;) {
        const next = nextOccurrence(timing, 'America/New_York', clock);
        if (next.at > end) break;
        expect(
          new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', timeStyle: 'short' }).format(next.at),
        ).toBe('07:00');
        periods.push(next.period);
        clock = next.at;
      }
      expect(new Set(periods).size).toBe(periods.length);
      expect(periods.length).toBe(expectedCount);
    }
  });

  it('periodOf: a week is named by its Sunday, a month by its month', () => {
    expect(periodOf('weekly', '2026-05-06')).toBe('W:2026-05-03');
    expect(periodOf('monthly', '2026-05-06')).toBe('M:2026-05');
    expect(periodOf('daily', '2026-05-06')).toBe('D:2026-05-06');
  });
});
