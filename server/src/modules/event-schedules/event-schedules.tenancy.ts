import { expect } from 'vitest';
import { EVENT_SCHEDULE, eventScheduleIdOf } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  deleteEventSchedule,
  eventScheduleInScope,
  eventScheduleUsers,
  insertEventSchedule,
  isEventScheduleNameUsed,
  pageEventSchedules,
  updateEventSchedule,
} from './event-schedules.queries.ts';

const idOfB = (merchantId: number) => eventScheduleIdOf(merchantId, EVENT_SCHEDULE.happyHour);
const WRITE = {
  name: 'Tenancy',
  daysOfWeek: [1],
  startMinute: 60,
  endMinute: 120,
  startDate: null,
  endDate: null,
  isActive: true,
};
const PAGE = {
  PageRowCount: 200,
  RequestedPageNum: 1,
  SearchArg: '',
  SortColumn: 'Name',
  SortDirection: 'ASC',
} as const;

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: pageEventSchedules,
    run: ({ db, A }) => pageEventSchedules(db, A.company, PAGE),
    check: (page, { A }) =>
      expect((page as { rows: { merchantId: number }[] }).rows.every((r) => r.merchantId === A.merchantId)).toBe(true),
  },
  {
    fn: eventScheduleInScope,
    run: ({ db, A, B }) => eventScheduleInScope(db, A.company, idOfB(B.merchantId)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: isEventScheduleNameUsed,
    run: ({ db, A, B }) => isEventScheduleNameUsed(db, A.company, `Happy Hour ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertEventSchedule,
    run: ({ db, A }) => insertEventSchedule(db, A.company, WRITE),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, name: 'Tenancy' }),
  },
  {
    fn: updateEventSchedule,
    run: ({ db, A, B }) => updateEventSchedule(db, A.company, idOfB(B.merchantId), 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: deleteEventSchedule,
    run: ({ db, A, B }) => deleteEventSchedule(db, A.company, idOfB(B.merchantId), 1),
    check: (deleted) => expect(deleted).toBe(false),
  },
  {
    fn: eventScheduleUsers,
    run: ({ db, A, B }) => eventScheduleUsers(db, A.company, idOfB(B.merchantId)),
    check: (names) => expect(names).toEqual([]),
  },
];
