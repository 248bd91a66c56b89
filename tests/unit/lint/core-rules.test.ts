// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

/**
 * Lints real probe files in src/core: import-x resolves siblings on disk, which a virtual `lintText` file cannot.
 * The files are named `*.tmp.ts` so a concurrent `npm run lint` ignores them; `ignore: false` lints them here.
 */
const eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js'), ignore: false });

async function lintProbe(files: Record<string, string>): Promise<ESLint.LintResult[]> {
  const dir = mkdtempSync(join(repo, 'src/core/__lint_probe_'));
  try {
    const paths = Object.entries(files).map(([name, code]) => {
      const path = join(dir, name);
      writeFileSync(path, code);
      return path;
    });
    return await eslint.lintFiles(paths);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rulesHit = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('core lint rules', () => {
  it('reports an import cycle inside src/core', async () => {
    const results = await lintProbe({
      'a.tmp.ts': "import { b } from './b.tmp';\nexport const a = (): number => b() + 1;\n",
      'b.tmp.ts': "import { a } from './a.tmp';\nexport const b = (): number => (a.length ? 0 : 1);\n",
    });
    expect(
      results.map((result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length),
    ).toEqual([1, 1]);
  }, 30_000);

  it('accepts a one-way import inside src/core', async () => {
    const results = await lintProbe({
      'a.tmp.ts': "import { b } from './b.tmp';\nexport const a = (): number => b() + 1;\n",
      'b.tmp.ts': 'export const b = (): number => 1;\n',
    });
    expect(rulesHit(results)).toEqual([]);
  }, 30_000);

  it('keeps React out of .tsx files in src/core', async () => {
    const results = await lintProbe({
      'view.tmp.tsx': "import { useState } from 'react';\nexport const view = useState;\n",
    });
    expect(rulesHit(results)).toContain('no-restricted-imports');
  }, 30_000);
});
