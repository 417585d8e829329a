import { expect } from 'vitest';
import { USER } from '../../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import {
  deleteSchedule,
  dueSchedules,
  findDigest,
  findSchedule,
  insertSchedule,
  listSchedules,
  moveScheduleOn,
  removeRecipient,
  scheduleById,
  updateSchedule,
  type TScheduleValues,
} from './schedules.queries.ts';

/** The company user of merchant A (Demo Bistro Group), whose schedules these calls make and read. */
const OWNER = USER.company;

const values = (name: string): TScheduleValues => ({
  kind: 'report',
  name,
  reportFile: 'OperationsSummary',
  range: 'yesterday',
  cadence: 'daily',
  localTime: '07:00',
  recipients: ['tenancy@example.com'],
  formats: ['pdf'],
  nextFireAt: new Date('2030-01-01T12:00:00Z'),
  nextPeriod: 'D:2030-01-01',
});

/** A schedule of A's to read and change (each case makes its own). */
const scheduleOfA = async ({ db, A }: TTenancyWorld) =>
  (await insertSchedule(db, A.store, OWNER, values('Tenancy'))).id;

const RUNNER_OR_LINK =
  'the job runner works for every merchant at once, outside any request, and the unsubscribe link carries no session: each acts on the schedule by id, and the schedule carries its own merchant';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: listSchedules,
    run: async (world) => {
      await scheduleOfA(world);
      return listSchedules(world.db, world.A.merchant, OWNER, {
        PageRowCount: 100,
        RequestedPageNum: 1,
        SortColumn: 'Name',
        SortDirection: 'ASC',
      });
    },
    check: (result) => expect((result as { total: number }).total).toBeGreaterThan(0),
  },
  {
    fn: findSchedule,
    run: async (world) => findSchedule(world.db, world.A.merchant, OWNER, await scheduleOfA(world)),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: findSchedule,
    name: "findSchedule of A's schedule as merchant B",
    run: async (world) => findSchedule(world.db, world.B.merchant, OWNER, await scheduleOfA(world)),
    check: (result) => expect(result).toBeNull(),
  },
  { fn: findDigest, run: ({ db, A }) => findDigest(db, A.company, OWNER) },
  { fn: insertSchedule, run: ({ db, A }) => insertSchedule(db, A.company, OWNER, values('Tenancy insert')) },
  {
    fn: updateSchedule,
    run: async (world) =>
      updateSchedule(world.db, world.A.merchant, OWNER, await scheduleOfA(world), 1, { name: 'Renamed' }),
    check: (result) => expect(result).toBe(2),
  },
  {
    fn: updateSchedule,
    name: "updateSchedule of A's schedule as merchant B",
    run: async (world) =>
      updateSchedule(world.db, world.B.merchant, OWNER, await scheduleOfA(world), 1, { name: 'Taken' }),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: deleteSchedule,
    run: async (world) => deleteSchedule(world.db, world.A.merchant, OWNER, await scheduleOfA(world)),
    check: (result) => expect(result).toBe(true),
  },
  {
    fn: deleteSchedule,
    name: "deleteSchedule of A's schedule as merchant C",
    run: async (world) => deleteSchedule(world.db, world.C.merchant, OWNER, await scheduleOfA(world)),
    check: (result) => expect(result).toBe(false),
  },
  { fn: dueSchedules, unscoped: RUNNER_OR_LINK },
  { fn: scheduleById, unscoped: RUNNER_OR_LINK },
  { fn: moveScheduleOn, unscoped: RUNNER_OR_LINK },
  { fn: removeRecipient, unscoped: RUNNER_OR_LINK },
];
