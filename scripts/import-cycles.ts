// `npm run lint:cycles`: the import cycles of src/ and demo/, value and type imports alike (dependency-cruiser);
// tests/unit/lint/import-cycles.test.ts fails on them. import-x/no-cycle skips `import type`, hence this.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

const repo = resolve(import.meta.dirname, '..');

/** Files import cycles are not looked for in: packages, and the lint tests' short-lived probes. */
export const ALWAYS_SKIPPED = ['(^|/)node_modules/', '\\.tmp\\.'];

/** Files that import each other round in a circle (a strongly connected part of the graph), and one such circle. */
export interface CycleGroup {
  files: string[];
  /** One circle through the first file, ending where it started. */
  example: string[];
}

/**
 * The import graph of `roots` (paths relative to the repository): every kind of import, dynamic ones included.
 * `skip` and `always` are path patterns left out of it.
 */
export async function importGraph(
  roots: string[],
  skip: string[] = [],
  always: string[] = ALWAYS_SKIPPED,
): Promise<Map<string, string[]>> {
  const { output } = await cruise(roots, {
    baseDir: repo,
    tsPreCompilationDeps: true,
    exclude: { path: [...always, ...skip] },
    // Only the roots are read: an import leaving them (demo → src) cannot close a circle inside them.
    includeOnly: { path: roots.map((root) => `^${root.replace(/\/$/, '')}/`) },
  });
  const modules = (output as ICruiseResult).modules.filter((module) =>
    roots.some((root) => inside(module.source, root)),
  );
  const known = new Set(modules.map((module) => module.source));
  return new Map(
    modules.map((module) => [
      module.source,
      [...new Set(module.dependencies.map((dependency) => dependency.resolved))].filter((target) => known.has(target)),
    ]),
  );
}

const inside = (file: string, root: string) => file === root || file.startsWith(`${root.replace(/\/$/, '')}/`);

/** The cycle groups of a graph (Tarjan's strongly connected components with more than one file, or a self-import). */
export function cycleGroups(graph: Map<string, string[]>): CycleGroup[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: CycleGroup[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || graph.get(node)?.includes(node)) {
      const files = members.sort();
      groups.push({ files, example: circleThrough(graph, files) });
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => b.files.length - a.files.length || a.files[0]!.localeCompare(b.files[0]!));
}

/** The shortest circle from the group's first file back to it, staying inside the group (breadth first). */
function circleThrough(graph: Map<string, string[]>, files: string[]): string[] {
  const start = files[0]!;
  const members = new Set(files);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** One group for people: its size, its files and one circle through it. */
export function describeGroup(group: CycleGroup): string {
  return `${group.files.length} files: ${group.files.join(', ')}\n  e.g. ${group.example.join(' → ')}`;
}

async function main(): Promise<void> {
  let found = 0;
  for (const root of ['src', 'demo']) {
    const graph = await importGraph([root]);
    const groups = cycleGroups(graph);
    const inCycles = groups.reduce((sum, group) => sum + group.files.length, 0);
    console.log(`${root}/: ${graph.size} files, ${groups.length} cycle group(s), ${inCycles} files in them`);
    for (const group of groups) console.log(`- ${describeGroup(group)}`);
    found += groups.length;
  }
  process.exitCode = found > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
