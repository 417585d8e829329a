// The server has no i18n: exports print the web's English texts, taken from its catalogue at build time (esbuild
// inlines the JSON into the bundle), so a downloaded file reads exactly like the screen in en-US.
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
