import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { elementEntries } from './element-entries.ts';
import { BUNDLER_RUNTIME, perBuild, reach } from './module-graph.ts';
import { loadPhaseGroup } from './load-phase-chunks.ts';

/**
 * The library build's two hand-made chunks, computed from the module graph so that no feature is named here:
 * - `runtime`: what `src/elements/create-element.tsx` and `define.ts` reach statically (React, the stores, the
 *   element wrapper), which every element loads first, in one chunk: left alone, views lazy-loaded two levels deep
 *   split React from React DOM into two chunks every page pays for (+1.1 KB on sign-in).
 * - `kit`: the modules the budgeted page's element (`budgeted`, the sign-in element) loads that another element loads
 *   too, in one chunk: left to the splitter they fall into several tiny chunks (each new element reshuffles them)
 *   and the page pays gzip framing it cannot afford (budget 100 KB). Other elements load a little more; they have room.
 */
export function sharedChunkGroups(root: string, budgeted: string): CodeSplittingGroup[] {
  const { 'academy-widgets': _bundle, ...elements } = elementEntries(root);
  const budgetedEntry = elements[budgeted];
  if (!budgetedEntry) throw new Error(`[build] no element entry ${budgeted}`);
  const others = Object.values(elements).filter((entry) => entry !== budgetedEntry);
  const runtime = perBuild((ctx) =>
    reach(ctx, [resolve(root, 'src/elements/create-element.tsx'), resolve(root, 'src/elements/define.ts')], false),
  );
  const kit = perBuild((ctx) => {
    const reaches = others.map((entry) => reach(ctx, [entry], true));
    const sharers = (id: string) => reaches.filter((set) => set.has(id)).length;
    const shared = [...reach(ctx, [budgetedEntry], true)].filter(
      (id) => sharers(id) > 0 && sharers(id) < others.length / 2 && !runtime(ctx).has(id) && !BUNDLER_RUNTIME.test(id),
    );
    return new Set(shared.filter((id) => !Object.values(elements).includes(id)));
  });
  const inRuntime = (id: string, ctx: ChunkingContext) => BUNDLER_RUNTIME.test(id) || runtime(ctx).has(id);
  return [
    { name: (id, ctx) => (kit(ctx).has(id) ? 'kit' : null), debugName: 'kit', includeDependenciesRecursively: false },
    { name: (id, ctx) => (inRuntime(id, ctx) ? 'runtime' : null), debugName: 'runtime' },
    loadPhaseGroup(
      elements,
      (id, ctx) => inRuntime(id, ctx) || kit(ctx).has(id) || Object.values(elements).includes(id),
    ),
  ];
}
