import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the layout rules of ARCHITECTURE.md are enforced by the lint step, not just written down.
const root = join(import.meta.dirname, '..');
const featureA = join(root, 'web/src/features/zz-lint-probe-a');
const featureB = join(root, 'web/src/features/zz-lint-probe-b');

const ruleIds = async (code: string, filePath: string) => {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

// For the whole file, before any ESLint instance: the configuration lists the feature folders when it first loads,
// and Node keeps it loaded for the process, so probes made later would be no features to it.
beforeAll(() => {
  mkdirSync(featureA, { recursive: true });
  mkdirSync(featureB, { recursive: true });
  writeFileSync(join(featureA, 'thing.ts'), 'export const thing = 1;\n');
});
afterAll(() => {
  rmSync(featureA, { recursive: true, force: true });
  rmSync(featureB, { recursive: true, force: true });
});

describe('layout lint rules', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n", 'no-restricted-imports'],
    ["import { useState } from 'react';\nexport const f = useState;\n", 'no-restricted-imports'],
  ])('contracts/ refuses %s', async (code, rule) => {
    expect(await ruleIds(code, join(root, 'contracts/src/probe.ts'))).toContain(rule);
  });

  it('contracts/ may import zod and other contracts', async () => {
    const code =
      "import { z } from 'zod';\nimport { RESELLER } from './access/resellers.ts';\nexport const f = [z, RESELLER];\n";
    expect(await ruleIds(code, join(root, 'contracts/src/probe.ts'))).toEqual([]);
  });

  it('a web feature may not import another feature', async () => {
    const code = "import { thing } from '../zz-lint-probe-a/thing';\nexport const f = thing;\n";
    expect(await ruleIds(code, join(featureB, 'probe.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('a web feature may import inside itself', async () => {
    const code = "import { thing } from './thing';\nexport const f = thing;\n";
    expect(await ruleIds(code, join(featureA, 'probe.ts'))).toEqual([]);
  });

  // Each layer of the web with an import it must refuse and imports it may make (paths from web/src).
  const web = (file: string) => join(root, 'web/src', file);
  const importOf = (spec: string) => `import * as probe from '${spec}';\nexport const f = probe;\n`;

  it.each([
    ['features/zz-lint-probe-b/probe.ts', '../../app/router'],
    ['components/zz-probe.ts', '../app/router'],
    ['components/zz-probe.ts', '../features/zz-lint-probe-a/thing'],
    ['lib/zz-probe.ts', '../components/app-providers'],
    ['lib/zz-probe.ts', '../features/zz-lint-probe-a/thing'],
    ['lib/zz-probe.ts', '../app/router'],
    ['test/zz-probe.ts', '../app/router'],
    ['test/zz-probe.ts', '../features/zz-lint-probe-a/thing'],
  ])('web/src/%s may not import %s', async (file, spec) => {
    expect(await ruleIds(importOf(spec), web(file))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['features/zz-lint-probe-b/probe.ts', '../../lib/api-client'],
    ['features/zz-lint-probe-b/probe.ts', '../../components/message-modal'],
    ['features/zz-lint-probe-b/probe.ts', '../../i18n/i18n'],
    ['components/zz-probe.ts', '../lib/api-client'],
    ['components/zz-probe.ts', '../i18n/i18n'],
    ['components/zz-probe.ts', './message-modal'],
    ['lib/zz-probe.ts', './api-client'],
    ['test/zz-probe.ts', '../lib/query-client'],
    ['test/zz-probe.ts', '../components/app-providers'],
    ['app/zz-probe.ts', '../features/zz-lint-probe-a/thing'],
  ])('web/src/%s may import %s', async (file, spec) => {
    expect(await ruleIds(importOf(spec), web(file))).toEqual([]);
  });

  it('default exports are refused outside tool configuration', async () => {
    expect(await ruleIds('export default 1;\n', join(root, 'server/src/probe.ts'))).toContain(
      'import-x/no-default-export',
    );
  });
});

describe('server layer lint rules', () => {
  // Each server layer with an import it must refuse and the imports it may make (real files, paths from server/src).
  const server = (file: string) => join(root, 'server/src', file);
  const importOf = (spec: string) => `import * as probe from '${spec}';\nexport const f = probe;\n`;

  it.each([
    ['db/zz-probe.ts', '../plugins/errors.ts'],
    ['db/zz-probe.ts', '../shared/sign-in/sign-in.ts'],
    ['db/zz-probe.ts', '../modules/account/account.service.ts'],
    ['plugins/zz-probe.ts', '../shared/sign-in/sign-in.ts'],
    ['plugins/zz-probe.ts', '../modules/account/account.service.ts'],
    ['shared/sign-in/zz-probe.ts', '../../modules/account/account.service.ts'],
    ['modules/account/zz-probe.ts', '../company/company.service.ts'],
    ['modules/company/zz-probe.ts', '../account/account.service.ts'],
  ])('server/src/%s may not import %s', async (file, spec) => {
    expect(existsSync(resolve(dirname(server(file)), spec))).toBe(true);
    expect(await ruleIds(importOf(spec), server(file))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['db/zz-probe.ts', './tenant.ts'],
    ['plugins/zz-probe.ts', '../db/tenant.ts'],
    ['plugins/zz-probe.ts', './errors.ts'],
    ['shared/sign-in/zz-probe.ts', '../../db/tenant.ts'],
    ['shared/sign-in/zz-probe.ts', '../../plugins/session-store.ts'],
    ['shared/sign-in/zz-probe.ts', '../store-selection/selection-scope.ts'],
    ['modules/account/zz-probe.ts', './account.service.ts'],
    ['modules/account/zz-probe.ts', '../../shared/sign-in/sign-in.ts'],
    ['modules/account/zz-probe.ts', '../../plugins/session.ts'],
    ['modules/account/zz-probe.ts', '../../db/tenant.ts'],
    ['demo/zz-probe.ts', '../modules/account/account.service.ts'],
    ['app.ts', './modules/account/account.routes.ts'],
  ])('server/src/%s may import %s', async (file, spec) => {
    // An import that does not resolve would pass for the wrong reason.
    expect(existsSync(resolve(dirname(server(file)), spec))).toBe(true);
    expect(await ruleIds(importOf(spec), server(file))).toEqual([]);
  });
});
