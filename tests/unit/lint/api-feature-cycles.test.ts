// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle skips `import type`; this catches type-only cycles too, between files of the API features and
// between the features themselves (a feature that imports another is never imported back by it).

const features = resolve(import.meta.dirname, '../../../demo/api/features');

/** TEMPORARY (#28): seed data still names other features' ids; the seed fixtures work removes it from the graph. */
const SEED_DATA = /^[\w-]+\/(seed[\w-]*|ids|seeded|perf)\.ts$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.ts$/.test(entry.name) && !entry.name.endsWith('.tmp.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((path) => /\.ts$/.test(path) && existsSync(path));
}

/**
 * Relative imports of every kind (value, type, re-export) between files of demo/api/features; imports of the shared
 * plumbing are left out (lint keeps the plumbing from importing a feature).
 */
function fileGraph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(features)) {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/gm)].map(
      (match) => match[1] ?? '',
    );
    const inside = targets
      .map((target) => resolveImport(file, target))
      .filter((path): path is string => !!path && !relative(features, path).startsWith('..'))
      .map((path) => relative(features, path));
    edges.set(relative(features, file), [...new Set(inside)]);
  }
  return edges;
}

/** The features' graph: an edge from each feature to every other one its files import (seed data left out). */
function featureGraph(edges: Map<string, string[]>): Map<string, string[]> {
  const featureOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : undefined);
  const collapsed = new Map<string, Set<string>>();
  for (const [file, targets] of edges) {
    const from = featureOf(file);
    if (!from || SEED_DATA.test(file)) continue;
    const into = collapsed.get(from) ?? new Set<string>();
    for (const to of targets.map(featureOf)) if (to && to !== from) into.add(to);
    collapsed.set(from, into);
  }
  return new Map([...collapsed].map(([from, to]) => [from, [...to].sort()]));
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

describe('reference API features import graph', () => {
  it('has no cycle between files, type-only imports included', () => {
    expect(findCycle(fileGraph())).toBeNull();
  });

  it('has no cycle between features, type-only imports included', () => {
    expect(findCycle(featureGraph(fileGraph()))).toBeNull();
  });

  it('sees the imports it checks (a probe of the parser and of the collapse)', () => {
    const edges = fileGraph();
    expect(edges.get('tickets/types.ts')).toEqual(['tickets/schema.ts']);
    expect(edges.get('dashboard/routes.ts')).toEqual(
      expect.arrayContaining(['batch/directory.ts', 'course/directory.ts', 'exam/directory.ts']),
    );
    expect(featureGraph(edges).get('dashboard')).toEqual(['attendance', 'batch', 'course', 'exam']);
    expect(findCycle(new Map([...edges, ['batch/queries.ts', ['tickets/contact.ts']]]))).not.toBeNull();
  });
});
