import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
const SRC = path.join(import.meta.dirname, '..');
// Read from disk: the imported objects are i18next's store, which the test set-up has merged the portal's into.
const read = (file: string) => JSON.parse(readFileSync(path.join(SRC, 'i18n', file), 'utf8')) as object;
const signIn = read('en-US.json');
const portal = read('en-US.portal.json');

/** The web sources `entry` imports statically, itself included: what its chunk carries (lazy `import()` excluded). */
function staticImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    const base = path.resolve(path.dirname(entry), spec!);
    const file = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    if (file) staticImports(file, seen);
  }
  return seen;
}

/** The top-level catalogue sections a source names in a literal key: t('auth.login.title') names "auth". */
const sectionsNamedIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]+)\.[a-zA-Z]/g)].map((m) => m[1]!);

describe('the en-US catalogue files', () => {
  it('share no top-level section, so merging them loses nothing', () => {
    expect(Object.keys(signIn).filter((key) => key in portal)).toEqual([]);
  });

  it("hold every section the sign-in page's chunk names in the sign-in file", () => {
    const files = staticImports(path.join(SRC, 'app/routes/login-route.tsx'));
    expect(files.size).toBeGreaterThan(10);
    const named = new Set([...files].flatMap(sectionsNamedIn));
    expect(named).toContain('auth');
    expect([...named].filter((section) => !(section in signIn))).toEqual([]);
  });
});
