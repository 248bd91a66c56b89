import type { ChunkingContext } from 'rolldown';

/** The bundler's own helpers (CommonJS interop, lazy exports): every element needs them first. */
export const BUNDLER_RUNTIME = /^\0?rolldown[:/]runtime/;

/** Every module the `from` modules reach through static imports and, with `lazy`, through dynamic ones too. */
export function reach(ctx: ChunkingContext, from: readonly string[], lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const next of [...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : [])]) visit(next);
  };
  from.forEach(visit);
  return seen;
}

/** Computes a value once per build, on the first module the bundler asks about. */
export function perBuild<T>(compute: (ctx: ChunkingContext) => T): (ctx: ChunkingContext) => T {
  let cached: { ctx: ChunkingContext; value: T } | undefined;
  return (ctx) => {
    if (cached?.ctx !== ctx) cached = { ctx, value: compute(ctx) };
    return cached.value;
  };
}
