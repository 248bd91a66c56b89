import type { TimerDeps } from '../src/core/exam/timer-store';

// A page's clocks under the benchmark's control (no vitest in bench/): true time, the device's wall clock (which may
// be off and jump), the page's monotonic clock (which restarts at a reload and may pause while the machine sleeps), and
// intervals that a sleeping tab does not run. Storage outlives reloads, as localStorage does.

interface Interval {
  run: () => void;
  ms: number;
  due: number;
}

/** One device over the benchmark's hour; `now` is true time in ms since the exam started. */
export class FakeDevice {
  now = 0;
  /** Device wall clock minus true time. */
  wallSkew = 0;
  /** The page's monotonic clock (performance.now). */
  mono = 0;
  /** The tab is asleep: its intervals do not run (the browser runs an overdue one once on waking). */
  tabAsleep = false;
  /** The machine is asleep: the monotonic clock stands still too (some browsers). */
  machineAsleep = false;
  readonly storage = new Map<string, string>();
  private intervals = new Map<number, Interval>();
  private nextHandle = 1;
  /** Called after every interval callback and on demand: where the benchmark reads the screen. */
  onCallback: () => void = () => {};

  /** The timer store's dependencies, on this device's clocks. */
  deps(): TimerDeps {
    return {
      storage: {
        getItem: (key) => this.storage.get(key) ?? null,
        setItem: (key, value) => void this.storage.set(key, value),
      },
      wallNow: () => this.wallNow(),
      monoNow: () => this.mono,
      setInterval: (run, ms) => this.setInterval(run, ms),
      clearInterval: (handle) => void this.intervals.delete(handle as number),
    };
  }

  wallNow(): number {
    return this.now + this.wallSkew;
  }

  setInterval(run: () => void, ms: number): number {
    const handle = this.nextHandle++;
    this.intervals.set(handle, { run, ms, due: this.now + ms });
    return handle;
  }

  /** A reload: the page's intervals are gone and its monotonic clock starts again; storage stays. */
  reload(): void {
    this.intervals.clear();
    this.mono = 0;
  }

  /** Wakes the tab (and the machine): each overdue interval runs once now, then keeps its period from now. */
  async wake(): Promise<void> {
    this.tabAsleep = false;
    this.machineAsleep = false;
    for (const [handle, interval] of [...this.intervals]) {
      if (interval.due > this.now || !this.intervals.has(handle)) continue;
      interval.due = this.now + interval.ms;
      await this.fire(interval);
    }
  }

  /** Moves true time to `until` (ms), running the intervals that fall due while the tab is awake. */
  async advance(until: number): Promise<void> {
    for (;;) {
      const next = this.tabAsleep ? undefined : [...this.intervals.values()].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > until) break;
      this.step(next.due - this.now);
      next.due += next.ms;
      await this.fire(next);
    }
    this.step(until - this.now);
  }

  private step(ms: number): void {
    this.now += ms;
    if (!this.machineAsleep) this.mono += ms;
  }

  /** Runs a callback, then lets what it started settle (a resync's answer) within the same instant, as a fast server would. */
  private async fire(interval: Interval): Promise<void> {
    interval.run();
    await new Promise((resolve) => setImmediate(resolve));
    this.onCallback();
  }
}
