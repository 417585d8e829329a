import type { TReportColumnType } from '@mp/contracts/reports';

// Report figures travel as decimal strings (contracts/reports.ts); they are added and subtracted exactly, in integer
// units of their last decimal, never as floating point.

/** The decimal places each figure type travels with (contracts/reports.ts). */
export const FIGURE_SCALE: Partial<Record<TReportColumnType, number>> = { money: 2, hours: 2, quantity: 3, count: 0 };

/** Sum of decimal strings (or numbers) at a scale, exactly: in integer units of the last decimal. */
export function sumDecimals(values: readonly (string | number | null | undefined)[], scale: number): string {
  let total = 0n;
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    total += decimalUnits(String(v), scale);
  }
  return unitsText(total, scale);
}

/** a − b exactly, at a scale. */
export const minusDecimals = (a: string | number, b: string | number, scale: number): string =>
  unitsText(decimalUnits(String(a), scale) - decimalUnits(String(b), scale), scale);

/** Integer units of the last decimal as a decimal string ('-12.50' for -1250n at scale 2). */
export function unitsText(units: bigint, scale: number): string {
  const unit = 10n ** BigInt(scale);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / unit).toString();
  const frac = scale === 0 ? '' : `.${(abs % unit).toString().padStart(scale, '0')}`;
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** A decimal string in integer units of its scale's last decimal (digits beyond the scale are cut). */
export function decimalUnits(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', frac = ''] = value.replace(/^[-+]/, '').split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
  return negative ? -units : units;
}
