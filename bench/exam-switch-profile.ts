// Where the exam question-switch benchmark's time goes: its CPU profiles (JS) and its trace (the browser's own work:
// style, layout, paint), summed over the switch spans the page marked.

/** The parts of a V8 CPU profile (CDP Profiler.Profile) the summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/**
 * What a sample was doing, from its stack (innermost first). Minified names change between builds, so only names
 * that survive minification are read: React's `onClick` prop, DOMPurify's `sanitize`, ky's `_fetch`, native frames.
 */
function phaseOf(stack: CallFrame[], plain: boolean): string {
  const has = (name: string) =>
    stack.some((frame) => frame.functionName === name || frame.functionName.endsWith(`.${name}`));
  const top = stack[0]!;
  if (top.functionName === '(garbage collector)') return 'garbage collection';
  if (top.functionName === '(program)') return '(program): native work outside JS (style, layout, paint set-up)';
  if (has('fetch') || has('_fetch')) return 'answer save started (ky request, fetch)';
  if (has('onClick')) return 'Next handler: answer queued (storage writes, signals)';
  if (has('sanitize')) return 'question HTML sanitised (DOMPurify)';
  if (has('click'))
    return plain
      ? 'plain Next handler: question built (createElement, innerHTML, replaceChildren)'
      : 'React event dispatch';
  const entry = stack[stack.length - 2];
  if (entry && /\/index-[\w-]{8}\.js$/.test(entry.url))
    return 'React and app core (index chunk: render, commit, scheduling)';
  if (
    stack.some((frame) =>
      ['timeSwitch', 'afterPaint', 'ready', 'elementSwitch', 'plainSwitch'].includes(frame.functionName),
    )
  )
    return 'bench helpers';
  return 'other (anonymous native: forced layout, observers)';
}

/** Prints, per switch, where the profiled switches spent their CPU time (the first sample, the profiler's start, dropped). */
export function printProfile(label: string, profiles: CpuProfile[], plain: boolean): void {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    (profile.samples ?? []).forEach((id, index) => {
      if (index === 0) return;
      const stack: CallFrame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at))
        stack.push(nodes.get(at)!.callFrame);
      if (stack[0]!.functionName === '(idle)') return;
      const phase = phaseOf(stack, plain);
      totals.set(phase, (totals.get(phase) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
    });
  }
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  console.log(
    `\n${label}: ${(all / profiles.length).toFixed(1)} ms of CPU a switch (Next → painted frame), ${profiles.length} switches profiled (the profiler slows the page):`,
  );
  for (const [phase, total] of [...totals].sort((x, y) => y[1] - x[1]))
    console.log(`${(total / profiles.length).toFixed(1).padStart(7)} ms  ${phase}`);
}

/** A Chrome trace event (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** The browser's own work, by trace event name (leaves of the main thread's tasks, never nested in one another). */
const NATIVE: Record<string, string> = {
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint, paint, layerize',
  Paint: 'pre-paint, paint, layerize',
  Layerize: 'pre-paint, paint, layerize',
  ParseHTML: 'HTML parsing (innerHTML, DOMPurify)',
  HitTest: 'hit testing',
};

/** Prints, per switch, the browser's own work inside the spans the page marked `element:start`…`element:end` (and plain). */
export function printTrace(events: TraceEvent[]): void {
  for (const label of ['element', 'plain']) {
    const starts = events.filter((event) => event.name === `${label}:start`);
    const ends = events.filter((event) => event.name === `${label}:end`);
    const main = starts[0];
    if (!main) continue;
    const spans = starts.map((start, index) => [start.ts, ends[index]?.ts ?? start.ts] as const);
    const totals = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid || event.dur === undefined) continue;
      const inside =
        spans.reduce(
          (sum, [from, to]) => sum + Math.max(0, Math.min(to, event.ts + event.dur!) - Math.max(from, event.ts)),
          0,
        ) / 1000;
      if (inside === 0) continue;
      const kind = NATIVE[event.name];
      if (kind) totals.set(kind, (totals.get(kind) ?? 0) + inside);
    }
    const per = (value: number) => `${(value / spans.length).toFixed(1).padStart(7)} ms`;
    const wall = spans.reduce((sum, [from, to]) => sum + (to - from), 0) / 1000;
    console.log(
      `\n${label === 'element' ? 'Element' : 'Plain DOM'}, traced (${spans.length} switches): ${per(wall).trim()} a switch; the browser's own work in it:`,
    );
    for (const [kind, total] of [...totals].sort((x, y) => y[1] - x[1])) console.log(`${per(total)}  ${kind}`);
  }
}
