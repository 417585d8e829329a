import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

describe('layout lint rules', () => {
  beforeAll(() => {
    mkdirSync(featureA, { recursive: true });
    mkdirSync(featureB, { recursive: true });
    writeFileSync(join(featureA, 'thing.ts'), 'export const thing = 1;\n');
  });
  afterAll(() => {
    rmSync(featureA, { recursive: true, force: true });
    rmSync(featureB, { recursive: true, force: true });
  });

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

  it('default exports are refused outside tool configuration', async () => {
    expect(await ruleIds('export default 1;\n', join(root, 'server/src/probe.ts'))).toContain(
      'import-x/no-default-export',
    );
  });
});
