/**
 * The one place money, numbers and dates become text (ARCHITECTURE: one formatting module, `Intl`, the merchant's
 * currency, negatives for discounts and returns, times on the store's clock). Screens use the bound formatters of
 * `useFormat`; these functions take the locale, currency and zones explicitly so they can be tested as tables.
 */

/** Amounts come as numbers or as the server's decimal strings ('12.50'). */
export type TDecimal = number | string | null | undefined;

/** What the formatters depend on: the merchant's culture (`en-US`) and currency (`USD`). */
export type TFormatContext = { locale: string; currency: string };

/**
 * The merchant's currency from its country (portal data `countryId`, ISO 3166-1 numeric): the portal carries no
 * currency of its own. Countries not listed are shown in US dollars, the currency of the product's first market.
 */
const CURRENCY_BY_COUNTRY: Record<number, string> = { 840: 'USD', 124: 'CAD', 826: 'GBP', 36: 'AUD' };
export const DEFAULT_CURRENCY = 'USD';

export const currencyForCountry = (countryId: number): string => CURRENCY_BY_COUNTRY[countryId] ?? DEFAULT_CURRENCY;

export const toNumber = (value: TDecimal): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

// Building an Intl formatter costs far more than using one, and a grid formats hundreds of cells.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format as F;
}

const moneyFormat = ({ locale, currency }: TFormatContext) =>
  cached(`money|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));

/** '$1,234.50', '-$3.46' for a return; an absent amount is an empty cell, never '$0.00' (which would claim a value). */
export function formatMoney(value: TDecimal, context: TFormatContext): string {
  const n = toNumber(value);
  // -0 would read '-$0.00'.
  return n === null ? '' : moneyFormat(context).format(n === 0 ? 0 : n);
}

/**
 * A discount is money taken off: stored as a positive amount, shown negative ('-$2.00') so a total reads as a sum.
 * A value already sent negative stays negative rather than flipping to a surcharge.
 */
export function formatDiscount(value: TDecimal, context: TFormatContext): string {
  const n = toNumber(value);
  return n === null ? '' : formatMoney(-Math.abs(n), context);
}

/** A plain number with 2 decimals (quantities, weights): '1,234.50'. */
export function formatNumber(value: TDecimal, locale: string): string {
  const n = toNumber(value);
  if (n === null) return '';
  return cached(
    `number|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(n);
}

/** A figure with a fixed number of decimals: counts (0) and report quantities (3), '1,234' and '2.500'. */
export function formatFixed(value: TDecimal, locale: string, fractionDigits: number): string {
  const n = toNumber(value);
  if (n === null) return '';
  return cached(
    `fixed|${locale}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  ).format(n);
}

/**
 * A percentage given in percent ('8.8750' means 8.875 %): at least 2 decimals and up to 4, because tax rates are
 * sent with 4 and cutting them would show a rate the store never charged.
 */
export function formatPercent(value: TDecimal, locale: string): string {
  const n = toNumber(value);
  if (n === null) return '';
  return cached(
    `percent|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  ).format(n / 100);
}

/** The zone the browser shows times in; a time in another zone names its zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A UTC instant on a given clock ('01/09/2026, 9:30 PM'). When that clock is not the browser's the zone is named
 * ('01/09/2026, 9:30 PM EST'), so a user in another zone does not read the store's time as their own. Without a zone
 * the browser's clock is used. An unparsable value is shown as sent.
 */
export function formatDateTime(
  value: string | null | undefined,
  locale: string,
  timeZone: string = browserTimeZone(),
  viewerZone: string = browserTimeZone(),
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const named = timeZone !== viewerZone;
  return cached(
    `datetime|${locale}|${timeZone}|${named}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: named ? 'short' : undefined,
      }),
  ).format(date);
}

/** A calendar day 'YYYY-MM-DD' (a business date: no zone applies) in the locale's order; anything else as sent. */
export function formatDay(value: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return value ?? '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return cached(
    `day|${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(day);
}
