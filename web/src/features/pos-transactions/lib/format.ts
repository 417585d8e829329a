/** Amounts and quantities are shown with 2 decimals (spec 2 §9); the server may send numbers or decimal strings. */
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type TDecimal = number | string | null | undefined;

const toNumber = (value: TDecimal): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** '1,234.50'; an absent amount is an empty cell, never '0.00' (which would claim a value). */
export function formatAmount(value: TDecimal): string {
  const n = toNumber(value);
  return n === null ? '' : TWO_DECIMALS.format(n);
}

/** A quantity with 2 decimals, marked (M) when the weight was keyed in by hand rather than read from the scale. */
export function formatQuantity(value: TDecimal, isManualWeight: boolean): string {
  const text = formatAmount(value);
  return isManualWeight && text ? `${text} (M)` : text;
}

/** The cash-rounding row is shown only when the ticket was rounded (spec 2 §9): a non-zero rounded amount. */
export function hasRoundedAmount(value: TDecimal): boolean {
  const n = toNumber(value);
  return n !== null && n !== 0;
}

// Rates are sent with 4 decimals ('8.8750'); cutting them to 2 would show a rate the store never charged.
const RATE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A tax rate in percent: '8.8750' → '8.875%', '6.0000' → '6.00%'. */
export function formatRate(value: TDecimal): string {
  const n = toNumber(value);
  return n === null ? '' : `${RATE.format(n)}%`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A UTC instant shown in the store's time zone ('11/23/2026, 3:07 PM'), so every user sees the store's own clock
 * whatever their browser's zone. An unparsable value is shown as sent.
 */
export function formatStoreDateTime(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(date);
}

/** A calendar day 'YYYY-MM-DD' as the grid writes days ('11/22/2026'); anything else is shown as sent. */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (value ?? '');
}
