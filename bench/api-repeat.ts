import { loadavg } from 'node:os';
import { median, type Spread } from './api-server';

// bench:api's burst rows as the median of several runs on one server, after a warm-up run that is not counted: one
// run on a busy 2-core machine says little, three with their spread and the load beside them say how far to trust it.

/** Runs per burst row (BENCH_RUNS, default 3); the warm-up run comes on top and is never reported. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);

/** A row's timed runs and the machine's 1-minute load average as each one ended. */
export interface Repeated<T> {
  runs: T[];
  loads: number[];
}

/** `warmUp` once (its result dropped: the first calls compile the code path), then `run` RUNS times. */
export async function repeated<T>(warmUp: () => Promise<unknown>, run: () => Promise<T>): Promise<Repeated<T>> {
  await warmUp();
  const runs: T[] = [];
  const loads: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    runs.push(await run());
    loads.push(loadavg()[0] ?? NaN);
  }
  return { runs, loads };
}

/** The runs' medians of p50, p95 and max, and the lowest and highest p95. */
export interface MedianSpread extends Spread {
  p95Low: number;
  p95High: number;
}

export function medianOf(spreads: readonly Spread[]): MedianSpread {
  const p95s = spreads.map((spread) => spread.p95);
  return {
    p50: median(spreads.map((spread) => spread.p50)),
    p95: median(p95s),
    max: median(spreads.map((spread) => spread.max)),
    p95Low: Math.min(...p95s),
    p95High: Math.max(...p95s),
  };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** "p50 · p95 (runs low–high) · max", medians of the runs. */
export const medianCell = (value: MedianSpread) =>
  `p50 ${ms(value.p50)} · p95 ${ms(value.p95)} (runs ${ms(value.p95Low)}–${ms(value.p95High)}) · max ${ms(value.max)}`;

/** The load averages the runs ended at, and how many runs there were. */
export const loadCell = (loads: readonly number[]) =>
  `median of ${loads.length} runs after 1 warm-up run (not counted); load ${loads.map((load) => load.toFixed(1)).join(' / ')}`;
