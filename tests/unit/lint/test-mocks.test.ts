// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The unit projects share each worker's modules between files (isolate: false, vitest.config.ts). A module mock then
// reaches only importers loaded after it, and stays in every module loaded with it: a file that mocks must load
// modules afresh before (`vi.hoisted(() => vi.resetModules())`) and unmock and load afresh after, or a later file of
// the worker runs against its mock (the exam screen test failed that way behind unbuilt-notice.test.ts).

const root = resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : /\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** What a file that mocks lacks: the reset before a hoisted mock, and for each mocked path its unmock and a reset after. */
function mockIsolationGaps(source: string): string[] {
  const hoisted = [...source.matchAll(/\bvi\.mock\(\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const dynamic = [...source.matchAll(/\bvi\.doMock\(\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const gaps: string[] = [];
  if (hoisted.length > 0 && !/vi\.hoisted\(\(\) => vi\.resetModules\(\)\)/.test(source))
    gaps.push('vi.hoisted(() => vi.resetModules()) before its vi.mock');
  for (const path of [...hoisted, ...dynamic]) {
    const unmock = source.indexOf(`vi.doUnmock('${path}')`);
    if (unmock < 0 || !source.slice(unmock).includes('vi.resetModules()'))
      gaps.push(`vi.doUnmock('${path}') then vi.resetModules() once done`);
  }
  return gaps;
}

describe('module mocks in the shared-module unit projects', () => {
  it('finds the gaps in a file that mocks without loading modules afresh around it', () => {
    expect(mockIsolationGaps(`vi.mock('./a', () => ({}));`)).toEqual([
      'vi.hoisted(() => vi.resetModules()) before its vi.mock',
      "vi.doUnmock('./a') then vi.resetModules() once done",
    ]);
    expect(
      mockIsolationGaps(
        `vi.hoisted(() => vi.resetModules());\nvi.mock('./a');\nvi.resetModules();\nvi.doUnmock('./a');`,
      ),
    ).toEqual(["vi.doUnmock('./a') then vi.resetModules() once done"]);
    expect(mockIsolationGaps(`vi.doMock('./b', f);\nvi.doUnmock('./b');\nvi.resetModules();`)).toEqual([]);
  });

  it('every test file that mocks a module loads modules afresh before and after', () => {
    const gaps = testFiles(join(root, 'unit')).flatMap((file) =>
      mockIsolationGaps(readFileSync(file, 'utf8')).map((gap) => `${relative(root, file)}: ${gap}`),
    );
    expect(gaps).toEqual([]);
  });
});
