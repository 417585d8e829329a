import { describe, expect, it } from 'vitest';
import {
  cardStatusOf,
  DATA_MIGRATION_ERROR,
  dayPartedMessage,
  dayPartedTypes,
  migrationNeedsCompanyView,
  orderHoursRowsOf,
  overallStatus,
  type TCardStatus,
  ZMigrateSilverCommerceMerchantInput,
} from './data-migration.ts';

describe('card status of an area answer', () => {
  it.each([
    { status: 200, card: 'success' },
    { status: 218, card: 'warning' },
    { status: 201, card: 'error' },
    { status: 404, card: 'error' },
    { status: 409, card: 'error' },
    { status: 415, card: 'error' },
    { status: 500, card: 'error' },
  ])('$status → $card', ({ status, card }) => {
    expect(cardStatusOf(status)).toBe(card);
  });
});

describe('overall status', () => {
  const rows: { cards: TCardStatus[]; overall: TCardStatus }[] = [
    { cards: [], overall: 'uninitialized' },
    { cards: ['uninitialized', 'uninitialized'], overall: 'uninitialized' },
    { cards: ['success', 'success'], overall: 'success' },
    { cards: ['success', 'error'], overall: 'error' },
    { cards: ['warning', 'error', 'success'], overall: 'error' },
    { cards: ['success', 'warning'], overall: 'warning' },
    { cards: ['warning', 'warning'], overall: 'warning' },
    { cards: ['loading', 'loading'], overall: 'warning' },
    { cards: ['uninitialized', 'success'], overall: 'warning' },
  ];
  it.each(rows)('$cards → $overall', ({ cards, overall }) => {
    expect(overallStatus(cards)).toBe(overall);
  });
});

describe('day-parted detection', () => {
  it.each([
    { message: dayPartedMessage(['Delivery', 'Pickup']), types: ['Delivery', 'Pickup'] },
    { message: 'Day-parted fulfillment types: Curbside', types: ['Curbside'] },
    { message: 'Copied 2 stores.', types: null },
    { message: 'day-parted fulfillment types: Pickup', types: null },
  ])('$message', ({ message, types }) => {
    expect(dayPartedTypes(message)).toEqual(types);
  });
});

describe('the input', () => {
  const valid = { merchantId: 7, storeId: 0, organization: 'org-1', enterpriseUnit: 'eu-1' };
  it.each([
    { patch: {}, key: null },
    { patch: { storeId: 12 }, key: null },
    { patch: { merchantId: 0 }, key: DATA_MIGRATION_ERROR.merchantId },
    { patch: { merchantId: 1.5 }, key: DATA_MIGRATION_ERROR.merchantId },
    { patch: { storeId: -1 }, key: DATA_MIGRATION_ERROR.storeId },
    { patch: { organization: '  ' }, key: DATA_MIGRATION_ERROR.organization },
    { patch: { enterpriseUnit: 'x'.repeat(65) }, key: DATA_MIGRATION_ERROR.enterpriseUnit },
  ])('$patch', ({ patch, key }) => {
    const r = ZMigrateSilverCommerceMerchantInput.safeParse({ ...valid, ...patch });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(key);
  });
});

describe('operating hours as order-hours rows', () => {
  it.each([
    {
      day: { day: 1, isClosed: false, opens: { time: '0000' }, closes: { time: '0000', nextDay: true } },
      row: { day: 1, open: '0000', close: '2400', nextDay: false, closedAllDay: false },
    },
    {
      day: { day: 2, isClosed: false, opens: { time: '0700' }, closes: { time: '0130', nextDay: true } },
      row: { day: 2, open: '0700', close: '0130', nextDay: true, closedAllDay: false },
    },
    {
      day: { day: 0, isClosed: true, opens: { time: '' }, closes: { time: '', nextDay: false } },
      row: { day: 0, open: '0000', close: '2400', nextDay: false, closedAllDay: true },
    },
  ])('$day.day', ({ day, row }) => {
    expect(orderHoursRowsOf([day])).toEqual([row]);
  });
});

describe('store view', () => {
  it.each([
    { storeId: 0, activeStoreCount: 3, needs: false },
    { storeId: 12, activeStoreCount: 3, needs: true },
    { storeId: 12, activeStoreCount: 1, needs: false },
  ])('store $storeId of $activeStoreCount stores → $needs', ({ needs, ...view }) => {
    expect(migrationNeedsCompanyView(view)).toBe(needs);
  });
});
