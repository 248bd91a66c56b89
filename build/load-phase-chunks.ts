import { createHash } from 'node:crypto';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { perBuild, reach } from './module-graph.ts';

type Phase = 'mount' | 'views';

/** Loaded when an element connects: its feature root and that root's strings (one language). */
const isMountRoot = (id: string) => /-feature\.tsx$/.test(id) || /\/strings\/(en|ar)\.ts$/.test(id);
/** Per-language modules stay apart: merged, a page would load both languages. */
const isPerLanguage = (id: string) => /\/(en|ar)\.ts$/.test(id);
/** Our own code only: a library behind one rare view (a QR decoder, say) keeps its own chunk. */
const isOurs = (id: string) => /\/src\//.test(id) && !id.includes('/node_modules/');

/** When `entry`'s element loads each module it can reach: on connect, or with its first on-demand view. */
function phases(ctx: ChunkingContext, entry: string): Map<string, Phase> {
  const result = new Map<string, Phase>();
  const visit = (id: string) => {
    if (result.has(id)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    result.set(id, 'mount');
    for (const next of info.importedIds) visit(next);
    for (const next of info.dynamicallyImportedIds) if (isMountRoot(next)) visit(next);
  };
  visit(entry);
  for (const id of reach(ctx, [entry], true)) if (!result.has(id)) result.set(id, 'views');
  return result;
}

const isLibrary = (id: string) => id.includes('/node_modules/');
const viewName = (id: string) => /([^/]+)\.[cm]?[jt]sx?$/.exec(id)?.[1] ?? 'view';

/**
 * An element's views that bring a library none of its other views or its mount uses (a chart library): each such
 * view's own modules → the view's name. Merged with the other views, opening any of them would fetch the library.
 */
function libraryViews(ctx: ChunkingContext, entry: string, phase: Map<string, Phase>): Map<string, string> {
  const roots = [...phase.keys()].filter(
    (id) => phase.get(id) === 'views' && ctx.getModuleInfo(id)?.dynamicImporters.length && !isPerLanguage(id),
  );
  const closures = new Map(roots.map((root) => [root, reach(ctx, [root], false)]));
  const result = new Map<string, string>();
  for (const [root, closure] of closures) {
    const others = roots.filter((other) => other !== root).map((other) => closures.get(other)!);
    const alone = (id: string) => phase.get(id) === 'views' && others.every((set) => !set.has(id));
    if (![...closure].some((id) => isLibrary(id) && alone(id))) continue;
    for (const id of closure) if (alone(id)) result.set(id, viewName(root));
  }
  return result;
}

/**
 * One chunk per load moment: our modules that every element loads at the same moment (on connect, or with its first
 * on-demand view) share a chunk, so no page loads anything earlier than before and what it loads at once comes in
 * one file. Left to the splitter, on-demand views made a chunk per dynamic import and per set of importers: the exam
 * page loaded 52 KB gzip in ~40 sub-kilobyte chunks that weigh 43 KB together (gzip framing and import lists).
 * The cost: an element's first view brings its other views too (the exam's instructions bring the running exam),
 * except a view with a library of its own (libraryViews), which is a chunk apart. `skip` names modules other groups own.
 */
export function loadPhaseGroup(
  elements: Record<string, string>,
  skip: (id: string, ctx: ChunkingContext) => boolean,
): CodeSplittingGroup {
  const names = Object.keys(elements).sort();
  const chunkOf = perBuild((ctx) => {
    const byElement = names.map((name) => phases(ctx, elements[name]!));
    const apart = names.map((name, at) => libraryViews(ctx, elements[name]!, byElement[at]!));
    const chunks = new Map<string, string>();
    for (const id of new Set(byElement.flatMap((map) => [...map.keys()]))) {
      const signature = byElement.map((map) => map.get(id) ?? '');
      const users = names.filter((_, at) => signature[at] !== '');
      // A library view's library joins its chunk: apart, the view would load in two steps.
      const view = users.length === 1 ? apart[names.indexOf(users[0]!)]!.get(id) : undefined;
      if (!(isOurs(id) || view) || isPerLanguage(id) || isMountRoot(id) || skip(id, ctx)) continue;
      // Modules loaded only on connect stay with the entry and feature root the splitter puts them in.
      if (!signature.includes('views')) continue;
      chunks.set(
        id,
        view
          ? `${users[0]}-${view}`
          : users.length === 1
            ? `${users[0]}-views`
            : `shared-${createHash('sha256').update(signature.join()).digest('hex').slice(0, 8)}`,
      );
    }
    return chunks;
  });
  return {
    name: (id, ctx) => chunkOf(ctx).get(id) ?? null,
    debugName: 'load-phase',
    includeDependenciesRecursively: false,
  };
}
