import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isErrorKey } from '@mp/contracts/api-error';
import { describe, expect, it } from 'vitest';
import { EN_US_FILES } from '../web/src/i18n/catalogue-files.ts';

/**
 * One error protocol, proven: every error key the contracts and the server can produce (`area.errors.name`) has an
 * English text at that very path of the en-US catalogue (web/src/i18n/en-US*.json), so the web's one helper never shows a raw key.
 */
const root = path.join(import.meta.dirname, '..');
const sourcesOf = (dir: string) =>
  (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(root, dir, f));

/** String values anywhere inside a module's exports (objects, arrays, records of keys). */
function stringsOf(value: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) stringsOf(v, out, seen);
  }
  return out;
}

const contractKeys = new Set<string>();
for (const file of sourcesOf('contracts/src'))
  for (const s of stringsOf(await import(file), new Set())) if (isErrorKey(s)) contractKeys.add(s);

// The server writes keys as literals or through the contracts' constants; literals are found in its source text.
const LITERAL = /['"`]([a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)*\.errors\.[A-Za-z0-9]+)['"`]/g;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const serverKeys = new Set(
  sourcesOf('server/src').flatMap((file) =>
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(LITERAL)].map((m) => m[1]!),
  ),
);

const english = Object.assign(
  {},
  ...EN_US_FILES.map((file) => JSON.parse(readFileSync(path.join(root, 'web/src/i18n', file), 'utf8'))),
) as Record<string, unknown>;
const textAt = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

describe('error keys', () => {
  it('are found in the contracts and the server (the scan itself works)', () => {
    expect(contractKeys).toContain('common.errors.server');
    expect(contractKeys).toContain('discounts.errors.staleChecksum');
    expect(contractKeys).toContain('auth.errors.signInL');
    expect(serverKeys.size).toBeGreaterThan(0);
  });

  it.each([...new Set([...contractKeys, ...serverKeys])].sort())('%s has an English text', (key) => {
    expect(typeof textAt(key)).toBe('string');
  });
});
