import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { PERF_PAGE } from '../demo/api/features/batch/ids';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

/**
 * Issue #13 performance: the Attendance table of the 2,000-participant batch at 4× CPU throttling in Chromium, against
 * a plain-DOM table of the same 2,000 rows built in the same page from the same answer. Figures and ratios are
 * reported, never asserted. BENCH_DIST reuses a build (lib/, bundle/, demo/); otherwise one is made under /tmp.
 */
const repo = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4473);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = 5;
const THROTTLE = 4;
const GOAL_KEYSTROKE_MS = 50;
const LONG_TASK_MS = 50;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function buildDist(dir: string): Promise<void> {
  for (const config of ['vite.lib.config.ts', 'vite.bundle.config.ts', 'vite.demo.config.ts']) {
    const part = config.split('.')[1]!;
    await build({
      configFile: join(repo, config),
      logLevel: 'warn',
      build: { outDir: join(dir, part), emptyOutDir: true },
    });
  }
}

async function startServer(dist: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(PORT), ACADEMY_DIST: dist, ACADEMY_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill();
  throw new Error(`the demo server did not answer on ${ORIGIN}`);
}

/** The localStorage of a signed-in `trainer`, as the app keeps it (the API signs in; never the form). */
async function trainerStorage(): Promise<{ name: string; value: string }[]> {
  const login = (await (
    await fetch(`${ORIGIN}/backend/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'trainer', password: 'Academy#2026' }),
    })
  ).json()) as { data: { access_token: string } };
  const token = login.data.access_token;
  const read = async (path: string) =>
    (
      (await (await fetch(`${ORIGIN}/backend/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: unknown;
      }
    ).data;
  const names = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item) => (typeof item === 'string' ? item : String((item as { name: string }).name)))
      : [];
  const [user, roles, permissions] = (await Promise.all([
    read('user/current'),
    read('roles/current'),
    read('permissions/current'),
  ])) as [Record<string, unknown>, unknown, unknown];
  return [
    { name: 'auth_token', value: token },
    {
      name: 'auth_user',
      value: JSON.stringify({
        ...user,
        id: String(user.id),
        roles: names(user.roles),
        permissions: names(user.permissions),
      }),
    },
    { name: 'user_roles', value: JSON.stringify(names(roles)) },
    { name: 'user_permissions', value: JSON.stringify(names(permissions)) },
    { name: 'language', value: 'en' },
  ];
}

/** Browser-side helpers, installed once per page: the element's rows, a plain table of the same rows, long tasks. */
function installHelpers(): void {
  type Row = {
    record_id: string;
    id: string;
    user_name: string;
    user_nid: string;
    type_lbl?: { label?: string };
    status_lbl?: { label?: string };
    total_time_present: string;
    total_break_time: string;
    is_late: boolean;
  };
  const w = window as unknown as Record<string, unknown>;
  const root = () => document.querySelector('academy-batch')!.shadowRoot!;
  const settle = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  /** Resolves once `ready()` holds after a DOM change, with layout done (offsetHeight), timed from `start`. */
  const until = (target: Node, ready: () => boolean, start: number) =>
    new Promise<number>((done) => {
      const finish = () => {
        void document.body.offsetHeight;
        done(performance.now() - start);
      };
      if (ready()) return finish();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        finish();
      });
      observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
    type: 'longtask',
    buffered: false,
  });
  w.__bench = {
    settle,
    longTasks,
    /** Page tab switch Participants → Attendance (answer cached): time to rows in the DOM, laid out. */
    async mountTable() {
      document.querySelector('#plain')?.remove();
      const tab = (name: string) =>
        [...root().querySelectorAll<HTMLButtonElement>('[role=tab]')].find((button) => button.textContent === name)!;
      tab('Participants').click();
      await settle();
      const start = performance.now();
      tab('Attendance').click();
      return until(root(), () => !!root().querySelector('tr[data-record]'), start);
    },
    /**
     * One keystroke in the table's search: time to the matching rows laid out. React renders an input event's update
     * before the event's dispatch returns (a discrete event), so the rows are current once its microtasks ran.
     */
    async keystroke(value: string, total: number) {
      const input = root().querySelector<HTMLInputElement>('.attendance-tab input[type=search]')!;
      const range = () => root().querySelector('.attendance-tab [part~=range]')?.textContent ?? '';
      const start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const took = await until(root(), () => range().endsWith(` ${total}`), start);
      return { took, range: range() };
    },
    /** The same rows as a plain table: every row in the DOM, in a scrolling box like the element's. */
    async plainMount(rows: Row[]) {
      document.querySelector('#plain')?.remove();
      await settle();
      const start = performance.now();
      const box = document.createElement('div');
      box.id = 'plain';
      // CSSOM, not a style attribute: the demo's policy allows no inline styles.
      box.style.maxBlockSize = '640px';
      box.style.overflow = 'auto';
      const table = document.createElement('table');
      const body = document.createElement('tbody');
      for (const row of rows) {
        const tr = document.createElement('tr');
        tr.dataset.record = row.record_id;
        const check = document.createElement('input');
        check.type = 'checkbox';
        const cells = [
          check,
          '›',
          row.user_name,
          row.user_nid,
          row.type_lbl?.label ?? '',
          row.status_lbl?.label ?? '',
          row.total_time_present,
          row.total_break_time,
          row.is_late ? 'Yes' : 'No',
          '⋮',
        ];
        for (const cell of cells) {
          const td = document.createElement('td');
          td.append(cell);
          tr.append(td);
        }
        body.append(tr);
      }
      table.append(body);
      box.append(table);
      document.body.append(box);
      void document.body.offsetHeight;
      return performance.now() - start;
    },
    /** A keystroke over the plain table: rows that do not match are hidden. */
    plainKeystroke(value: string) {
      const start = performance.now();
      const needle = value.toLowerCase();
      for (const tr of document.querySelectorAll<HTMLTableRowElement>('#plain tr'))
        tr.hidden = !(tr.textContent ?? '').toLowerCase().includes(needle);
      void document.body.offsetHeight;
      return performance.now() - start;
    },
    /** Scrolls a box top to bottom in 40 frames (none: 40 idle frames, the machine's noise); the long tasks seen meanwhile. */
    async scroll(box: Element | null) {
      longTasks.length = 0;
      for (let step = 1; step <= 40; step++) {
        if (box) box.scrollTop = (box.scrollHeight * step) / 40;
        await new Promise((done) => requestAnimationFrame(done));
      }
      await settle();
      return [...longTasks];
    },
  };
}

type Bench = {
  mountTable(): Promise<number>;
  keystroke(value: string, total: number): Promise<{ took: number; range: string }>;
  plainMount(rows: unknown[]): Promise<number>;
  plainKeystroke(value: string): number;
  scroll(box: Element | null): Promise<number[]>;
  settle(): Promise<void>;
};
const bench = (page: Page) => page.evaluateHandle(() => (window as unknown as { __bench: Bench }).__bench);

async function main(): Promise<void> {
  const dist = process.env.BENCH_DIST ?? '/tmp/academy-bench-batch';
  if (!process.env.BENCH_DIST || !existsSync(join(dist, 'demo'))) await buildDist(dist);
  const dataDir = join('/tmp', `academy-bench-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(dist, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: await trainerStorage() }] },
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    // tsx keeps function names with a `__name` helper the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript(installHelpers);
    await page.goto(`${ORIGIN}/trainer/batch/${PERF_PAGE.batchNo}?tab=attendance`);
    const host = page.locator('academy-batch');
    await host.locator('tr[data-record]').first().waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // The same answer the element shows, for the plain table.
    const rows = await page.evaluate(
      async ({ batchId, lectureId }) => {
        const token = localStorage.getItem('auth_token')!;
        const res = await fetch('/backend/attendance/table', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ batch_id: batchId, related_id: lectureId, related_type: 'lecture' }),
        });
        return ((await res.json()) as { data: { data: { rows: unknown[] } } }).data.data.rows;
      },
      { batchId: PERF_PAGE.batchId, lectureId: PERF_PAGE.lectureId },
    );
    const b = await bench(page);

    const mount: number[] = [];
    const plain: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      mount.push(await b.evaluate((it) => it.mountTable()));
      plain.push(await b.evaluate((it, data) => it.plainMount(data), rows));
    }
    // Keystrokes that change what matches: a participant's NID but its last character, then that character.
    type Seen = { user_name: string; user_nid: string; id: string };
    const matches = (query: string) =>
      (rows as Seen[]).filter((row) =>
        [row.user_name, row.user_nid, row.id].some((field) =>
          String(field ?? '')
            .toLowerCase()
            .includes(query.toLowerCase()),
        ),
      ).length;
    const keys: number[] = [];
    const plainKeys: number[] = [];
    const ranges: string[] = [];
    for (let at = rows.length - 1; at > 0 && keys.length < RUNS; at -= 97) {
      const full = String((rows[at] as Seen).user_nid);
      // The longest prefix whose last character still narrows the matches.
      let cut = full.length;
      while (cut > 1 && matches(full.slice(0, cut - 1)) === matches(full.slice(0, cut))) cut--;
      const nid = full.slice(0, cut);
      const [before, after] = [matches(nid.slice(0, -1)), matches(nid)];
      if (before === after) continue;
      await b.evaluate((it, [value, total]) => it.keystroke(value, total), [nid.slice(0, -1), before] as [
        string,
        number,
      ]);
      await b.evaluate((it) => it.settle());
      const key = await b.evaluate((it, [value, total]) => it.keystroke(value, total), [nid, after] as [
        string,
        number,
      ]);
      keys.push(key.took);
      ranges.push(`'${nid}' → ${key.range}`);
      await b.evaluate((it, value) => it.plainKeystroke(value), nid.slice(0, -1));
      plainKeys.push(await b.evaluate((it, value) => it.plainKeystroke(value), nid));
    }
    await b.evaluate((it, total) => it.keystroke('', total), rows.length);
    await b.evaluate((it) => it.plainKeystroke(''));
    // Scrolling at the largest page (100 rows) of the element, and the whole plain table in a box of the same height.
    await host.locator('select[part~="page-size"]').selectOption('100');
    await host.locator('tr[aria-rowindex="2"]').waitFor();
    await page.evaluate(() => document.querySelector('#plain')?.remove());
    const idle = await b.evaluate((it) => it.scroll(null));
    const scrolled = await b.evaluate((it) =>
      it.scroll(document.querySelector('academy-batch')!.shadowRoot!.querySelector('.attendance-scroll')!),
    );
    await b.evaluate((it, data) => it.plainMount(data), rows);
    const plainScrolled = await b.evaluate((it) => it.scroll(document.querySelector('#plain')!));
    const rendered = await host.locator('tr[data-record]').count();
    const rowHeight = await host
      .locator('tr[data-record]')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);

    const m = median(mount);
    const p = median(plain);
    const k = median(keys);
    const pk = median(plainKeys);
    const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks) : 0);
    console.log(
      `Batch page attendance table — ${rows.length} rows, Chromium at ${THROTTLE}× CPU throttling, median of ${RUNS}, ${new Date().toISOString()}\n`,
    );
    console.log('measure                                   element      plain DOM   ratio   goal');
    console.log(`(a) mount (tab switch → rows laid out)  ${ms(m)}   ${ms(p)}   ${(m / p).toFixed(2)}×   ≤ 1.00×`);
    console.log(
      `(b) one search keystroke → rows         ${ms(k)}   ${ms(pk)}   ${(k / pk).toFixed(2)}×   ≤ ${GOAL_KEYSTROKE_MS} ms`,
    );
    console.log(
      `(c) scroll: long tasks > ${LONG_TASK_MS} ms          ${String(scrolled.filter((d) => d > LONG_TASK_MS).length).padStart(6)}       ${String(plainScrolled.filter((d) => d > LONG_TASK_MS).length).padStart(6)}            0`,
    );
    console.log(`    longest task while scrolling        ${ms(longest(scrolled))}   ${ms(longest(plainScrolled))}`);
    console.log(
      `    noise: 40 idle frames, long tasks    ${String(idle.filter((d) => d > LONG_TASK_MS).length).padStart(6)} (longest ${longest(idle).toFixed(0)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs)`,
    );
    console.log(
      `\nRows in the element's DOM at 100 a page: ${rendered} (the plain table holds ${rows.length}); a row is ${rowHeight.toFixed(1)} px high.`,
    );
    console.log(`Long tasks while scrolling the element: ${scrolled.map((d) => d.toFixed(0)).join(', ') || 'none'}`);
    console.log(`Keystrokes typed (each: query → rows shown): ${ranges.join('; ')}`);
    console.log(
      `Runs: mount ${mount.map((v) => v.toFixed(1)).join(', ')}; plain ${plain.map((v) => v.toFixed(1)).join(', ')}; keystrokes ${keys.map((v) => v.toFixed(1)).join(', ')}`,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
