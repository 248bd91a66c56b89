// @vitest-environment node
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js'), ignore: false });

/** Lints `code` as if it were a file at `path` (the rule reads only import strings, so no file is written). */
async function messagesAt(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('reference API feature boundaries', () => {
  it("refuses another feature's tables, in a feature and in the core", async () => {
    expect(
      await messagesAt('demo/api/features/dev/probe.tmp.ts', "export { resetTokens } from '../auth/schema';\n"),
    ).toHaveLength(1);
    expect(
      await messagesAt('demo/api/probe.tmp.ts', "export { buttons } from './features/content/schema';\n"),
    ).toHaveLength(1);
  }, 30_000);

  it("accepts a feature's own tables and another feature's exported functions", async () => {
    expect(
      await messagesAt('demo/api/features/auth/probe.tmp.ts', "export { resetTokens } from './schema';\n"),
    ).toEqual([]);
    expect(
      await messagesAt('demo/api/features/dev/probe.tmp.ts', "export { expireLinks } from '../auth/directory';\n"),
    ).toEqual([]);
  }, 30_000);
});
