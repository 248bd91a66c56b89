// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// The layer and feature boundaries of lint/boundaries.js, on resolved paths: each forbidden import is reported, each
// allowed one is not. A resolver that finds nothing would pass every zone silently, so every case needs a report.

const repo = resolve(import.meta.dirname, '../../..');

/** Real probe files (`*.tmp.*`: a concurrent `npm run lint` ignores them; `ignore: false` lints them here). */
const eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js'), ignore: false });

const probes: string[] = [];
afterEach(() => {
  for (const dir of probes.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh probe folder inside `folder` (relative to the repository), removed after the test. */
function probeDir(folder: string): string {
  const dir = mkdtempSync(join(repo, folder, '__lint_probe_'));
  probes.push(dir);
  return dir;
}

/**
 * Writes `code` to `file` under a probe folder in `folder`, lints it and answers the specifiers a rule reported, as
 * written. In the code, `@/` stands for the repository root (written as the relative path from the probe file).
 */
async function reported(folder: string, file: string, code: string, rule = 'import-x/no-restricted-paths') {
  const path = join(probeDir(folder), file);
  mkdirSync(dirname(path), { recursive: true });
  const up = relative(dirname(path), repo).split('\\').join('/');
  writeFileSync(path, code.replaceAll("'@/", `'${up}/`));
  const [result] = await eslint.lintFiles([path]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => code.split('\n')[message.line - 1]?.match(/'([^']+)'/)?.[1]);
}

describe('layers point one way: core → react → elements → demo', () => {
  it('src/core imports no upper layer, demo or tests: value, type, re-export and lazy imports alike', async () => {
    // Leaf modules as targets: import-x/no-cycle (on in src/core) walks whatever a probe imports.
    const code = [
      "import { useNow } from '@/src/react/ui/use-now';",
      "import type { AcademyElement } from '@/src/elements/element-types';",
      "export { focusMain } from '@/demo/host/focus';",
      "export const later = () => import('@/tests/unit/setup');",
      "import { requireExamNo } from '@/src/core/exam/exam-requests';",
      "import { isLocale } from '@/src/core/locale/locale';",
      'export type Probe = AcademyElement | typeof useNow | typeof requireExamNo | typeof isLocale;',
    ].join('\n');
    expect(await reported('src/core/exam', 'probe.tmp.ts', code)).toEqual([
      '@/src/react/ui/use-now',
      '@/src/elements/element-types',
      '@/demo/host/focus',
      '@/tests/unit/setup',
    ]);
  }, 30_000);

  it('src/react imports neither src/elements, the demo nor tests; core and react/ui are its own to use', async () => {
    const code = [
      "export { AcademyExam } from '@/src/elements/academy-exam';",
      "export { focusMain } from '@/demo/host/focus';",
      "export * from '@/tests/unit/setup';",
      "export { requireExamNo } from '@/src/core/exam/exam-requests';",
      "export { useI18n } from '@/src/react/ui/use-i18n';",
    ].join('\n');
    expect(await reported('src/react/exam', 'probe.tmp.tsx', code)).toEqual([
      '@/src/elements/academy-exam',
      '@/demo/host/focus',
      '@/tests/unit/setup',
    ]);
  }, 30_000);

  it('src/elements imports neither the demo nor tests; react and core are its own to use', async () => {
    const code = [
      "export { focusMain } from '@/demo/host/focus';",
      "export * from '@/tests/unit/setup';",
      "export { ExamFeature } from '@/src/react/exam/exam-feature';",
      "export { requireExamNo } from '@/src/core/exam/exam-requests';",
    ].join('\n');
    expect(await reported('src/elements', 'probe.tmp.ts', code)).toEqual(['@/demo/host/focus', '@/tests/unit/setup']);
  }, 30_000);
});

describe('features never import each other', () => {
  it('a React feature folder, at any depth, never reaches another feature through ../../', async () => {
    // src/react/exam/__lint_probe_*/parts/deep.tmp.tsx: the relative climb a text pattern did not recognise.
    const code = [
      "export { BatchFeature } from '../../../batch/batch-feature';",
      "export { ExamFeature } from '../../exam-feature';",
      "export { useI18n } from '../../../ui/use-i18n';",
    ].join('\n');
    expect(await reported('src/react/exam', 'parts/deep.tmp.tsx', code)).toEqual(['../../../batch/batch-feature']);
  }, 30_000);

  it('react/ui, the shared kit, never imports a feature', async () => {
    const code = ["export { ExamFeature } from '../../exam/exam-feature';", "export { useI18n } from '../use-i18n';"];
    expect(await reported('src/react/ui', 'probe.tmp.tsx', code.join('\n'))).toEqual(['../../exam/exam-feature']);
  }, 30_000);

  it('a core feature never imports another core feature; shared core folders are open to every feature', async () => {
    const code = [
      "export { buttonIdOf } from '@/src/core/content/content-rules';",
      "export { shellMode } from '@/src/core/shell/shell-rules';",
      "export { buttonTitle } from '@/src/core/dynamic-buttons/visible-buttons';",
      "export { SUPPORT_TICKETS_PATH } from '@/src/core/dashboard/links';",
      "export { request } from '@/src/core/http/client';",
    ].join('\n');
    expect(await reported('src/core/dashboard', 'probe.tmp.ts', code)).toEqual([
      '@/src/core/content/content-rules',
      '@/src/core/shell/shell-rules',
    ]);
  }, 30_000);

  it('shared core plumbing never imports a feature', async () => {
    const code = [
      "export { requireExamNo } from '@/src/core/exam/exam-requests';",
      "export { request } from '@/src/core/http/client';",
      "export { ExamTakeSchema } from '@/src/core/api/schemas/exam';",
    ].join('\n');
    expect(await reported('src/core/api', 'probe.tmp.ts', code)).toEqual(['@/src/core/exam/exam-requests']);
  }, 30_000);
});

describe('the demo', () => {
  it("the demo host uses the package's public entries only: no internals, tests or server code", async () => {
    const code = [
      "export { $session } from '@/src/core/session/session';",
      "export { useI18n } from '@/src/react/ui/use-i18n';",
      "export { createAcademyElement } from '@/src/elements/create-element';",
      "export * from '@/tests/unit/setup';",
      "export { createApi } from '@/demo/api';",
      "export { readConfig } from '@/demo/server/config';",
      "export { $session as session } from '@/src/elements/index';",
      "export { guardRoute } from '@/src/elements';",
      "export { AcademyExam } from '@/src/elements/academy-exam';",
    ].join('\n');
    expect(await reported('demo/host', 'probe.tmp.ts', code)).toEqual([
      '@/src/core/session/session',
      '@/src/react/ui/use-i18n',
      '@/src/elements/create-element',
      '@/tests/unit/setup',
      '@/demo/api',
      '@/demo/server/config',
    ]);
  }, 30_000);

  it('the demo server may use src/core rules and schemas, never src/react, src/elements or tests', async () => {
    const code = [
      "export { useI18n } from '@/src/react/ui/use-i18n';",
      "export { setLanguage } from '@/src/elements/index';",
      "export * from '@/tests/unit/setup';",
      "export { ExamTakeSchema } from '@/src/core/api/schemas/exam';",
      "export { requireExamNo } from '@/src/core/exam/exam-requests';",
    ].join('\n');
    expect(await reported('demo/server', 'probe.tmp.ts', code)).toEqual([
      '@/src/react/ui/use-i18n',
      '@/src/elements/index',
      '@/tests/unit/setup',
    ]);
  }, 30_000);

  it('the reference API likewise (linted in place, so nothing is written under demo/api)', async () => {
    const code =
      "export { useI18n } from '../../src/react/ui/use-i18n';\nexport { ExamTakeSchema } from '../../src/core/api/schemas/exam';\n";
    const [result] = await eslint.lintText(code, { filePath: join(repo, 'demo/api/probe.tmp.ts') });
    expect(result?.messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['import-x/no-restricted-paths', 1],
    ]);
  }, 30_000);
});

describe('the resolver behind the zones', () => {
  it('finds .tsx files, .mjs files and index.ts folders', async () => {
    const target = join(probeDir('tests/unit/lint'), 'target.tmp.mjs');
    writeFileSync(target, 'export const probe = 1;\n');
    const mjs = relative(repo, target).split('\\').join('/');
    // From src/react/exam: another feature's .tsx, tests' .mjs (named, and found by extension), src/elements/index.ts.
    const code = [
      "export { BatchFeature } from '@/src/react/batch/batch-feature';",
      `export { probe } from '@/${mjs}';`,
      `export { probe as again } from '@/${mjs.replace(/\.mjs$/, '')}';`,
      "export { setLanguage } from '@/src/elements';",
    ].join('\n');
    expect(await reported('src/react/exam', 'probe.tmp.ts', code)).toEqual([
      '@/src/react/batch/batch-feature',
      `@/${mjs}`,
      `@/${mjs.replace(/\.mjs$/, '')}`,
      '@/src/elements',
    ]);
  }, 30_000);

  it('reports an import it cannot resolve (a zone cannot check it), not a Vite ?inline stylesheet', async () => {
    const code = [
      "export { missing } from './missing';",
      "import css from '@/src/react/exam/exam.css?inline';",
      'export { css };',
    ].join('\n');
    expect(await reported('src/react/exam', 'probe.tmp.ts', code, 'import-x/no-unresolved')).toEqual(['./missing']);
  }, 30_000);
});
