import { describe, expect, it } from 'vitest';
import { fulfillmentTypeOf, ZGetOnlineOrdersArgs } from './order-manager.ts';
import {
  FEE_PAYER as P,
  feePayerOf,
  feeSettingsOf,
  feeValueError,
  isAmountText,
  isPercentText,
  minimumAmountError,
  moneyOnBlur,
  ORDER_SETTINGS_ERROR as E,
  orderingUrlOf,
  orderSettingsTabs,
  shownTabOf,
  qrFileNameOf,
  qrTablesOf,
  tableNumberOf,
  tablePrefixError,
  type TFeePayer,
  uriSlugOf,
  ZCreateDineInQrCodePdfArgs,
  ZDeliveryFeeSettingsInput,
  ZScanOrderSettingsInput,
} from './order-settings.ts';

describe('fee payer mapping (spec 3 §4 Delivery save, §9 enumeration)', () => {
  it.each([
    { payer: P.consumerPaysFull, value: 0, store: [0, 0], consumer: [100, 0] },
    { payer: P.consumerPaysAmount, value: 4.5, store: [0, 0], consumer: [0, 4.5] },
    { payer: P.storePaysFull, value: 0, store: [100, 0], consumer: [0, 0] },
    { payer: P.storePaysPercent, value: 40, store: [40, 0], consumer: [60, 0] },
    { payer: P.storePaysPercent, value: 33.33, store: [33.33, 0], consumer: [66.67, 0] },
    { payer: P.storePaysAmount, value: 2.99, store: [0, 2.99], consumer: [0, 0] },
  ] as { payer: TFeePayer; value: number; store: number[]; consumer: number[] }[])(
    'option $payer with $value → store $store, consumer $consumer, and back',
    ({ payer, value, store, consumer }) => {
      const settings = feeSettingsOf(payer, value);
      expect(settings).toEqual({
        store: { percent: store[0], flatFee: store[1] },
        consumer: { percent: consumer[0], flatFee: consumer[1] },
      });
      expect(ZDeliveryFeeSettingsInput.safeParse(settings).success).toBe(true);
      expect(feePayerOf(settings)).toEqual({ payer, value });
    },
  );

  it('the percents must split the fee (0 or 100 together)', () => {
    const r = ZDeliveryFeeSettingsInput.safeParse({
      store: { percent: 40, flatFee: 0 },
      consumer: { percent: 50, flatFee: 0 },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: E.percentSplit, path: ['consumer', 'percent'] });
  });

  it.each([
    { share: { percent: 101, flatFee: 0 }, message: E.percent },
    { share: { percent: 10.555, flatFee: 0 }, message: E.percent },
    { share: { percent: 0, flatFee: 1000 }, message: E.money },
    { share: { percent: 0, flatFee: -1 }, message: E.money },
  ])('refuses a store share $share', ({ share, message }) => {
    const r = ZDeliveryFeeSettingsInput.safeParse({ store: share, consumer: { percent: 0, flatFee: 0 } });
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('money inputs (spec 3 §5)', () => {
  it.each([
    ['0', true, true],
    ['5', true, true],
    ['5.', true, true],
    ['12.5', true, true],
    ['99.99', true, true],
    ['100', true, false],
    ['999.99', true, false],
    ['1000', false, false],
    ['1.234', false, false],
    ['abc', false, false],
    ['', false, false],
    ['-1', false, false],
  ])('%j: amount %s, percent %s', (text, amount, percent) => {
    expect(isAmountText(text)).toBe(amount);
    expect(isPercentText(text)).toBe(percent);
  });

  it.each([
    ['5', '5.00'],
    ['12.5', '12.50'],
    ['3.', '3.00'],
    ['abc', 'abc'],
  ])('%j shows as %j on blur', (typed, shown) => expect(moneyOnBlur(typed)).toBe(shown));

  it.each([
    { payer: P.consumerPaysFull, typed: '', error: null },
    { payer: P.storePaysFull, typed: 'x', error: null },
    { payer: P.consumerPaysAmount, typed: '3.50', error: null },
    { payer: P.consumerPaysAmount, typed: '0', error: E.feeValue },
    { payer: P.storePaysAmount, typed: '1000', error: E.money },
    { payer: P.storePaysPercent, typed: '50', error: null },
    { payer: P.storePaysPercent, typed: '100', error: E.percent },
    { payer: P.storePaysPercent, typed: '0', error: E.percentSplit },
    { payer: P.storePaysPercent, typed: '', error: E.percent },
  ] as { payer: TFeePayer; typed: string; error: string | null }[])(
    'option $payer typed $typed → $error',
    ({ payer, typed, error }) => expect(feeValueError(payer, typed)).toBe(error),
  );

  it.each([
    ['', null],
    ['25', null],
    ['25.5', null],
    ['1000', E.money],
    ['2,50', E.money],
  ])('minimum amount %j → %s', (typed, error) => expect(minimumAmountError(typed)).toBe(error));
});

describe('scan order and pay, dine-in QR (spec 3 §5, §9)', () => {
  it.each([
    ['T', null],
    ['Table_1-A', null],
    ['', E.tablePrefixRequired],
    ['  ', E.tablePrefixRequired],
    ['T 1', E.tablePrefix],
    ['T#', E.tablePrefix],
    ['ABCDEFGHIJK', E.tablePrefix],
  ])('prefix %j → %s', (typed, error) => expect(tablePrefixError(typed)).toBe(error));

  it.each([
    ['1', 1],
    ['80', 80],
    ['999', 999],
    ['0', null],
    ['', null],
    ['1000', null],
    ['1.5', null],
    ['-3', null],
  ])('table number %j → %s', (typed, n) => expect(tableNumberOf(typed)).toBe(n));

  it.each([
    { mode: 'specific', typed: '7', answer: { startTable: 7, endTable: 7 } },
    { mode: 'all', typed: '80', answer: { startTable: 1, endTable: 80 } },
    { mode: 'all', typed: '', answer: { error: E.tableNumber } },
    { mode: 'specific', typed: 'x', answer: { error: E.tableNumber } },
  ] as const)('$mode $typed → $answer', ({ mode, typed, answer }) => expect(qrTablesOf(mode, typed)).toEqual(answer));

  it('names the file table_N.pdf or tables_1_N.pdf', () => {
    expect(qrFileNameOf(7, 7)).toBe('table_7.pdf');
    expect(qrFileNameOf(1, 80)).toBe('tables_1_80.pdf');
  });

  it.each([
    { args: { startTable: 1, endTable: 80 }, ok: true },
    { args: { startTable: 5, endTable: 4 }, ok: false },
    { args: { startTable: 0, endTable: 4 }, ok: false },
    { args: { startTable: 1, endTable: 1000 }, ok: false },
  ])('QR args $args → $ok', ({ args, ok }) => expect(ZCreateDineInQrCodePdfArgs.safeParse(args).success).toBe(ok));

  it('scan order settings: prefix checked, count 1–999', () => {
    expect(ZScanOrderSettingsInput.safeParse({ tablePrefix: 'T', tableCount: 80, tableMode: 'all' }).success).toBe(
      true,
    );
    const r = ZScanOrderSettingsInput.safeParse({ tablePrefix: 'T 1', tableCount: 80, tableMode: 'all' });
    expect(r.error?.issues[0]).toMatchObject({ message: E.tablePrefix, path: ['tablePrefix'] });
    expect(ZScanOrderSettingsInput.safeParse({ tablePrefix: 'T', tableCount: 0, tableMode: 'all' }).success).toBe(
      false,
    );
  });

  it('builds the ordering URL /m/{company}/s/{site}?table=N from the web domain names, slugs standing in', () => {
    expect(uriSlugOf('Corner Café #2')).toBe('corner-cafe-2');
    expect(uriSlugOf('!!!')).toBe('site');
    expect(orderingUrlOf('https://x.example', 'demo-bistro-group', 'bistro-downtown', 12)).toBe(
      'https://x.example/m/demo-bistro-group/s/bistro-downtown?table=12',
    );
    expect(orderingUrlOf('https://x.example', 'café', 'été', 1)).toBe(
      'https://x.example/m/caf%C3%A9/s/%C3%A9t%C3%A9?table=1',
    );
  });
});

describe('order manager', () => {
  it.each([
    ['Delivery', 'Delivery'],
    ['Curbside', 'Curbside'],
    ['Dine In', 'DineIn'],
    ['Pick Up', 'Pickup'],
    [null, 'Pickup'],
  ])('selling location %j is %s', (location, type) => expect(fulfillmentTypeOf(location)).toBe(type));

  it.each([
    { args: {}, ok: true },
    { args: { statuses: [0, 15], fulfillmentTypes: ['Delivery'] }, ok: true },
    { args: { statuses: [16] }, ok: false },
    { args: { fulfillmentTypes: ['Drone'] }, ok: false },
    { args: { from: '2026-11-28T00:00:00Z', to: '2026-11-27T00:00:00Z' }, ok: false },
    { args: { from: '2026-11-01T00:00:00Z', to: '2026-12-28T00:00:00Z' }, ok: false },
    { args: { from: 'yesterday' }, ok: false },
  ])('args $args → $ok', ({ args, ok }) => expect(ZGetOnlineOrdersArgs.safeParse(args).success).toBe(ok));
});

describe('order settings tabs (spec 3 §2.4, §6, §9)', () => {
  it.each([
    {
      deliveryFlag: true,
      openCheckFlag: true,
      viewOnly: false,
      tabs: ['future', 'curbside', 'dineIn', 'delivery', 'scanAndPay'],
    },
    { deliveryFlag: false, openCheckFlag: true, viewOnly: false, tabs: ['future', 'curbside', 'dineIn', 'scanAndPay'] },
    { deliveryFlag: true, openCheckFlag: false, viewOnly: false, tabs: ['future', 'curbside', 'dineIn', 'delivery'] },
    { deliveryFlag: true, openCheckFlag: true, viewOnly: true, tabs: ['future', 'curbside', 'delivery'] },
    { deliveryFlag: false, openCheckFlag: false, viewOnly: true, tabs: ['future', 'curbside'] },
  ])('delivery $deliveryFlag, open check $openCheckFlag, view-only $viewOnly → $tabs', ({ tabs, ...rule }) =>
    expect(orderSettingsTabs(rule)).toEqual(tabs),
  );

  it('forces a hidden selected tab to the first shown one', () => {
    expect(shownTabOf('dineIn', ['future', 'curbside'])).toBe('future');
    expect(shownTabOf('curbside', ['future', 'curbside'])).toBe('curbside');
  });
});
