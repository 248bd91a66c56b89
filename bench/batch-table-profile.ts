// Where the batch table's scroll time goes (#35): the main thread's tasks in a Chrome trace of the scroll, each split
// into its own work by kind (script, style, layout, paint…), and the scripts' self time by function from a CPU profile.
import type { CDPSession, JSHandle, Page } from '@playwright/test';
import type { Bench } from './batch-table-page';
import type { CpuProfile, TraceEvent } from './exam-switch-profile';

/** A trace event with the fields read here (complete events, 'X', carry a duration; 'M' name threads). */
type Event = TraceEvent & { tts?: number; tdur?: number; args?: { name?: string } };

/** The browser's work by trace event name; anything else inside a task counts as its parent's. */
const KIND: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  HitTest: 'hit testing',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  ParseHTML: 'HTML parsing',
  IntersectionObserverController: 'observers',
  ResizeObserverController: 'observers',
};

/** The renderer's main thread: the one the trace names CrRendererMain with the most tasks. */
function mainThread(events: Event[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events)
    if (event.name === 'RunTask' && mains.has(`${event.pid}:${event.tid}`))
      counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

/**
 * Exclusive thread (CPU) time by kind inside one task: each event's less its children's, given to its kind. Thread
 * time, not wall time: a loaded machine descheduling the page would otherwise be counted as the page's work.
 */
function split(task: Event, inside: Event[]): Map<string, number> {
  const totals = new Map<string, number>();
  const stack: { end: number; kind: string; start: number; childTime: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const done = stack.pop()!;
      const self = done.end - done.start - done.childTime;
      totals.set(done.kind, (totals.get(done.kind) ?? 0) + self / 1000);
      if (stack.length) stack[stack.length - 1]!.childTime += done.end - done.start;
    }
  };
  stack.push({ start: task.tts!, end: task.tts! + task.tdur!, kind: 'task overhead', childTime: 0 });
  for (const event of inside) {
    close(event.tts!);
    const parent = stack[stack.length - 1]!;
    stack.push({
      start: event.tts!,
      end: Math.min(event.tts! + event.tdur!, parent.end),
      kind: KIND[event.name] ?? parent.kind,
      childTime: 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

const line = (totals: Map<string, number>) =>
  [...totals]
    .filter(([, value]) => value >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${kind} ${value.toFixed(1)}`)
    .join(', ');

/** Prints the main thread's work over the traced scroll (all tasks by kind), and the `top` longest tasks each split. */
export function printScrollTrace(events: Event[], top = 6): void {
  const main = mainThread(events);
  if (!main) return console.log('\nTrace: no renderer main thread found.');
  const mine = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.dur !== undefined &&
        event.tdur !== undefined &&
        event.pid === main.pid &&
        event.tid === main.tid,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = mine.filter((event) => event.name === 'RunTask');
  const all = new Map<string, number>();
  const split_ = tasks.map((task) => {
    const inside = mine.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!,
    );
    const totals = split(task, inside);
    for (const [kind, value] of totals) all.set(kind, (all.get(kind) ?? 0) + value);
    return { task, totals };
  });
  const busy = tasks.reduce((sum, task) => sum + task.dur!, 0) / 1000;
  // Thread time: the CPU the main thread used, which a loaded machine stretches far less than wall time.
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  console.log(
    `\nTrace of the scroll: ${tasks.length} main-thread tasks, ${busy.toFixed(0)} ms busy, ${cpu.toFixed(0)} ms of its CPU (CPU ms by kind):`,
  );
  console.log(`  ${line(all)}`);
  console.log(`The ${top} longest tasks (wall ms; CPU ms by kind):`);
  for (const { task, totals } of split_.sort((a, b) => b.task.dur! - a.task.dur!).slice(0, top))
    console.log(`  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms: ${line(totals)}`);
}

/** Prints the `top` functions by self time over the profiled scroll (idle and the profiler's own start left out). */
export function printScrollProfile(profile: CpuProfile, top = 15): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    if (index === 0 || frame.functionName === '(idle)') return;
    const file = frame.url.split('/').pop() ?? '';
    const at = (frame as { lineNumber?: number }).lineNumber;
    const name = `${frame.functionName || '(anonymous)'} ${file}${file && at !== undefined ? `:${at + 1}` : ''}`.trim();
    const took = (profile.timeDeltas?.[index] ?? 0) / 1000;
    total += took;
    self.set(name, (self.get(name) ?? 0) + took);
  });
  console.log(`\nCPU profile of the scroll: ${total.toFixed(0)} ms sampled; self time by function:`);
  for (const [name, value] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${value.toFixed(1).padStart(8)} ms  ${name}`);
}

/** BENCH_PROFILE: one scroll pass traced, then one CPU-profiled (both slow the page, so neither is in the figures). */
export async function profileScroll(page: Page, cdp: CDPSession, b: JSHandle<Bench>): Promise<void> {
  const browser = page.context().browser()!;
  const pass = () => b.evaluate((it) => it.scroll(it.scroller()));
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
  });
  await pass();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] };
  printScrollTrace(trace.traceEvents);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await pass();
  const { profile } = await cdp.send('Profiler.stop');
  printScrollProfile(profile as CpuProfile);
}
