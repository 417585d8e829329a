import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EN_US_FILES } from '../../web/src/i18n/catalogue-files.ts';
import { REPO_ROOT } from './server-state.ts';

type TCatalogue = { [key: string]: string | TCatalogue };

const catalogue = Object.assign(
  {},
  ...EN_US_FILES.map((file) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'web', 'src', 'i18n', file), 'utf8'))),
) as TCatalogue;

/**
 * The en-US text of `key` (web/src/i18n/en-US*.json) with `{{name}}` placeholders filled, so the specs follow the
 * catalogue's wording. A missing key throws: the screen would show the key, not text.
 */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`the en-US catalogue has no text at "${key}"`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RegExp for the text of `key`, each `{{name}}` placeholder matching any text. */
export function tPattern(key: string, flags = ''): RegExp {
  const parts = t(key).split(/\{\{\s*\w+\s*\}\}/);
  return new RegExp(`^${parts.map(escape).join('.+?')}$`, flags);
}
