// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js'), ignore: false });

/** Lints `code` as if it were a file at `path`; import-x resolves its imports from that folder, on disk. */
async function messagesAt(path: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

/** The import-x boundary rule's reports for `code` at `path`. */
const zoneHits = (path: string, code: string) => messagesAt(path, code, 'import-x/no-restricted-paths');

/**
 * Writes real probe files (paths under `demo/api/features`; `{id}` in names and code becomes a unique id), lints them
 * and removes them: import-x follows a cycle through files on disk. Named `*.tmp.ts`, so a concurrent `npm run lint`
 * ignores them. Answers each file's no-cycle reports.
 */
async function cycleHits(files: Record<string, string>): Promise<number[]> {
  const id = `__lint_probe_${process.pid}_${Date.now()}`;
  const probes = Object.entries(files).map(([name, code]) => ({
    path: join(repo, 'demo/api/features', name.replaceAll('{id}', id)),
    code: code.replaceAll('{id}', id),
  }));
  try {
    for (const { path, code } of probes) writeFileSync(path, code);
    const results = await eslint.lintFiles(probes.map(({ path }) => path));
    return probes.map(
      ({ path }) =>
        results
          .find((result) => result.filePath === path)
          ?.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length ?? -1,
    );
  } finally {
    for (const { path } of probes) rmSync(path, { force: true });
  }
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

describe('reference API boundaries on resolved paths', () => {
  const inDev = 'demo/api/features/dev/probe.tmp.ts';

  it.each([
    ['routes', "export { registerRoutes } from '../auth/register-routes';\n"],
    ['schema', "export { resetTokens } from '../auth/schema';\n"],
    ['queries', "export { batchById } from '../batch/queries';\n"],
    ['seed', "export { seedBatch } from '../batch/seed';\n"],
    ['seed ids', "export { BATCH_ID } from '../batch/ids';\n"],
    ['types, as a type', "export type { BatchRecord } from '../batch/types';\n"],
    ['index', "export { auth } from '../auth/index';\n"],
    ['any other file', "export { lectureStatus } from '../batch/lecture-status';\n"],
    ['the registry', "export { FEATURES } from '../index';\n"],
  ])(
    "refuses another feature's %s in a feature",
    async (_what, code) => {
      expect(await zoneHits(inDev, code)).toHaveLength(1);
    },
    30_000,
  );

  it("refuses another feature's internals however the path is written", async () => {
    expect(
      await zoneHits(inDev, "export { registerRoutes } from '../../features/auth/register-routes';\n"),
    ).toHaveLength(1);
    expect(await zoneHits(inDev, "export { registerRoutes } from '../dev/../auth/register-routes';\n")).toHaveLength(1);
  }, 30_000);

  it("accepts another feature's directory (functions and types), the feature's own files and the plumbing", async () => {
    expect(
      await zoneHits(
        inDev,
        "export { batchByNo, type BatchRecord } from '../batch/directory';\nexport { devRoutes } from './routes';\n" +
          "export { FieldErrors } from '../../validation';\n",
      ),
    ).toEqual([]);
  }, 30_000);

  it('lets the registry take each feature by its index and its directory functions, nothing else', async () => {
    const registry = 'demo/api/features/index.ts';
    expect(
      await zoneHits(
        registry,
        "export { auth } from './auth/index';\nexport { courseTitles } from './course/directory';\n",
      ),
    ).toEqual([]);
    expect(await zoneHits(registry, "export { registerRoutes } from './auth/register-routes';\n")).toHaveLength(1);
  }, 30_000);

  it('refuses any feature in the shared plumbing and its database layer', async () => {
    expect(await zoneHits('demo/api/probe.tmp.ts', "export { FEATURES } from './features/index';\n")).toHaveLength(1);
    expect(
      await zoneHits('demo/api/probe.tmp.ts', "export { expireLinks } from './features/auth/directory';\n"),
    ).toHaveLength(1);
    expect(
      await zoneHits('demo/api/db/probe.tmp.ts', "export type { BatchRecord } from '../features/batch/directory';\n"),
    ).toHaveLength(1);
    expect(await zoneHits('demo/api/probe.tmp.ts', "export { FieldErrors } from './validation';\n")).toEqual([]);
  }, 30_000);

  it('lets the composition root and the CLI commands assemble the features', async () => {
    expect(await zoneHits('demo/api/index.ts', "export { FEATURES } from './features/index';\n")).toEqual([]);
    expect(
      await zoneHits('demo/api/create-trainer.ts', "export { TRAINER_PERMISSIONS } from './features/auth/seed';\n"),
    ).toEqual([]);
  }, 30_000);
});

describe('reference API import cycles', () => {
  const a = (target: string) => `import { b } from '${target}';\nexport const a = (): number => b() + 1;\n`;
  const b = (target: string) => `import { a } from '${target}';\nexport const b = (): number => (a.length ? 0 : 1);\n`;

  it('reports a cycle inside a feature', async () => {
    expect(
      await cycleHits({ 'batch/{id}-a.tmp.ts': a('./{id}-b.tmp'), 'batch/{id}-b.tmp.ts': b('./{id}-a.tmp') }),
    ).toEqual([1, 1]);
  }, 30_000);

  it('reports a cycle between two features', async () => {
    expect(
      await cycleHits({
        'batch/{id}-a.tmp.ts': a('../attendance/{id}-b.tmp'),
        'attendance/{id}-b.tmp.ts': b('../batch/{id}-a.tmp'),
      }),
    ).toEqual([1, 1]);
  }, 30_000);

  it('accepts a one-way import', async () => {
    expect(
      await cycleHits({
        'batch/{id}-a.tmp.ts': a('./{id}-b.tmp'),
        'batch/{id}-b.tmp.ts': 'export const b = (): number => 1;\n',
      }),
    ).toEqual([0, 0]);
  }, 30_000);
});
