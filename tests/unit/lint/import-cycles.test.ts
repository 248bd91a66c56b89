// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALWAYS_SKIPPED, cycleGroups, describeGroup, importGraph } from '../../../scripts/import-cycles';

// No import cycle in src/ or demo/, `import type` included (import-x/no-cycle skips those). `npm run lint:cycles`
// prints the same groups for people.

const repo = resolve(import.meta.dirname, '../../..');

let checked: ReturnType<typeof importGraph> | undefined;
/** The graph checked, read once for the tests below. */
const checkedGraph = () => (checked ??= importGraph(['src', 'demo'], []));

describe('import cycles, value and type imports alike', () => {
  it('none in src/ and demo/', async () => {
    expect(cycleGroups(await checkedGraph()).map(describeGroup)).toEqual([]);
  }, 120_000);

  it('sees the files it checks (a probe of the cruise)', async () => {
    const graph = await checkedGraph();
    expect(graph.get('src/core/session/storage.ts')).toEqual(
      expect.arrayContaining(['src/core/api/schemas/user.ts', 'src/core/session/storage-keys.ts']),
    );
    expect(graph.get('demo/server/main.ts')?.length).toBeGreaterThan(0);
    expect(graph.has('demo/host/main.ts')).toBe(true);
  }, 120_000);

  it('reports a cycle closed by a type-only import, with the files and one circle', async () => {
    const dir = mkdtempSync(join(repo, 'tests/unit/lint/__lint_probe_'));
    try {
      writeFileSync(join(dir, 'a.tmp.ts'), "import type { B } from './b.tmp';\nexport type A = { b?: B };\n");
      writeFileSync(join(dir, 'b.tmp.ts'), "import { c } from './c.tmp';\nexport const b = c;\nexport type B = 1;\n");
      writeFileSync(join(dir, 'c.tmp.ts'), "import type { A } from './a.tmp';\nexport const c: A = {};\n");
      const root = relative(repo, dir).split('\\').join('/');
      // The probes are `*.tmp.ts` so a concurrent lint ignores them; here only the packages are skipped.
      const groups = cycleGroups(await importGraph([root], [], ALWAYS_SKIPPED.slice(0, 1)));
      expect(groups).toEqual([
        {
          files: [`${root}/a.tmp.ts`, `${root}/b.tmp.ts`, `${root}/c.tmp.ts`],
          example: [`${root}/a.tmp.ts`, `${root}/b.tmp.ts`, `${root}/c.tmp.ts`, `${root}/a.tmp.ts`],
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
