// The server has no i18n: exports print the web's English texts, taken from its catalogue at build time (esbuild
// inlines the JSON into the bundle), so a downloaded file reads exactly like the screen in en-US.
import { reportColumnLabel, type TReportColumn, type TTranslate } from '@mp/contracts/reports';
import english from '../../../../web/src/i18n/en-US.portal.json' with { type: 'json' };

/** The English text of an i18n key (`reports.columns.netSales`), or the key's last segment when it has none. */
export function englishText(key: string): string {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : (key.split('.').at(-1) ?? key);
}

/** An English text with its `{{name}}` values filled in, as i18next fills them on screen. */
export const englishTranslate: TTranslate = (key, values = {}) =>
  englishText(key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A column's English header: a comparison column's names its base column ("Net sales (previous period)"). */
export const englishColumnLabel = (column: TReportColumn, columns: readonly TReportColumn[]): string =>
  reportColumnLabel(column, columns, englishTranslate);
