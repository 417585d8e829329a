import { useMemo } from 'react';
import { useOutletContext } from 'react-router';
import {
  browserTimeZone,
  currencyForCountry,
  DEFAULT_CURRENCY,
  formatDateTime,
  formatDay,
  formatDiscount,
  formatFixed,
  formatMoney,
  formatNumber,
  formatPercent,
  type TDecimal,
  type TFormatContext,
} from './format';
import type { TPortalOutletContext } from './portal-outlet';

/** The formatters of `format.ts` bound to the signed-in merchant's culture and currency. */
export type TFormatters = {
  money: (value: TDecimal) => string;
  /** Money taken off, shown negative. */
  discount: (value: TDecimal) => string;
  number: (value: TDecimal) => string;
  /** A figure with a fixed number of decimals (counts 0, report quantities 3). */
  fixed: (value: TDecimal, fractionDigits: number) => string;
  percent: (value: TDecimal) => string;
  /** On the given zone's clock (the store's), named when it is not the browser's; the browser's without one. */
  dateTime: (value: string | null | undefined, timeZone?: string) => string;
  day: (value: string | null | undefined) => string;
};

// Screens outside the portal shell (none format money today) and isolated component tests get the default market.
const FALLBACK: TFormatContext = { locale: 'en-US', currency: DEFAULT_CURRENCY };

export function useFormat(): TFormatters {
  const portal = useOutletContext<TPortalOutletContext | undefined>()?.portal;
  const locale = portal?.merchantCulture ?? FALLBACK.locale;
  const currency = portal ? currencyForCountry(portal.countryId) : FALLBACK.currency;
  return useMemo(() => {
    const context = { locale, currency };
    const viewerZone = browserTimeZone();
    return {
      money: (value) => formatMoney(value, context),
      discount: (value) => formatDiscount(value, context),
      number: (value) => formatNumber(value, locale),
      fixed: (value, fractionDigits) => formatFixed(value, locale, fractionDigits),
      percent: (value) => formatPercent(value, locale),
      dateTime: (value, timeZone) => formatDateTime(value, locale, timeZone ?? viewerZone, viewerZone),
      day: (value) => formatDay(value, locale),
    };
  }, [locale, currency]);
}
