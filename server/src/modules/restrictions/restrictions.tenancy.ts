import { expect } from 'vitest';
import { RESTRICTION, restrictionIdOf } from '../../demo/ids.ts';
import { idsOfB } from '../../shared/menu-targets/menu-targets.tenancy.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  deleteRestriction,
  insertRestriction,
  isRestrictionNameUsed,
  pageRestrictions,
  replaceRestrictionTargets,
  restrictionInScope,
  restrictionsOfItem,
  restrictionTargetIds,
  updateRestriction,
} from './restrictions.queries.ts';

const idOfB = (merchantId: number) => restrictionIdOf(merchantId, RESTRICTION.alcoholAge);
const WRITE = { name: 'Tenancy', minimumAge: 18, requireIdCheck: false, timeWindows: [], isActive: true };
const PAGE = {
  PageRowCount: 200,
  RequestedPageNum: 1,
  SearchArg: '',
  SortColumn: 'Name',
  SortDirection: 'ASC',
} as const;

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: pageRestrictions,
    run: ({ db, A }) => pageRestrictions(db, A.company, PAGE),
    check: (page, { A }) =>
      expect((page as { rows: { merchantId: number }[] }).rows.every((r) => r.merchantId === A.merchantId)).toBe(true),
  },
  {
    fn: restrictionInScope,
    run: ({ db, A, B }) => restrictionInScope(db, A.company, idOfB(B.merchantId)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: restrictionTargetIds,
    run: ({ db, A, B }) => restrictionTargetIds(db, A.company, idOfB(B.merchantId)),
    check: (ids) => expect(ids).toEqual({ itemIds: [], categoryIds: [] }),
  },
  {
    fn: isRestrictionNameUsed,
    run: ({ db, A, B }) => isRestrictionNameUsed(db, A.company, `Alcohol 21+ ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertRestriction,
    run: ({ db, A }) => insertRestriction(db, A.company, WRITE),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, name: 'Tenancy' }),
  },
  {
    fn: updateRestriction,
    run: ({ db, A, B }) => updateRestriction(db, A.company, idOfB(B.merchantId), 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    // B's restriction by id: A's replacement deletes none of B's assignments (the harness sees every write of B's).
    fn: replaceRestrictionTargets,
    run: ({ db, A, B }) => replaceRestrictionTargets(db, A.company, idOfB(B.merchantId), [], []),
  },
  {
    fn: deleteRestriction,
    run: ({ db, A, B }) => deleteRestriction(db, A.company, idOfB(B.merchantId), 1),
    check: (deleted) => expect(deleted).toBe(false),
  },
  {
    fn: restrictionsOfItem,
    run: async (world) => restrictionsOfItem(world.db, world.A.company, (await idsOfB(world)).itemId),
    check: (rows) => expect(rows).toEqual([]),
  },
];
