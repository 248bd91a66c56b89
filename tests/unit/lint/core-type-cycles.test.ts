// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle skips `import type`; this catches the type-only cycles too, so core stays a strict stack.

const core = resolve(import.meta.dirname, '../../../src/core');

/** Source files; not the `*.tmp.ts` probes core-rules.test.ts writes into src/core meanwhile (a cycle on purpose). */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.tmp\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Relative imports of every kind (value, type, re-export, dynamic `import()` excluded: lazy chunks load later). */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(core)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm)].map(
      (match) => match[1] ?? '',
    );
    edges.set(
      file,
      targets.map((target) => resolveImport(file, target)).filter((path): path is string => !!path),
    );
  }
  return edges;
}

function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('src/core import graph', () => {
  it('has no cycle, type-only imports included', () => {
    const cycle = findCycle(graph());
    expect(cycle?.map((file) => relative(core, file)) ?? null).toBeNull();
  });

  it('sees the imports it checks (a probe of the parser)', () => {
    const edges = graph();
    const session = edges.get(join(core, 'session/storage.ts')) ?? [];
    expect(session.map((file) => relative(core, file))).toEqual(
      expect.arrayContaining(['api/schemas/user.ts', 'session/storage-keys.ts']),
    );
  });
});
