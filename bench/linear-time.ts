import { resolve } from 'node:path';
import { userRowFields } from '../src/core/batch/search';
import { createSearch } from '../src/core/search/text-search';
import type { AttendanceRow } from '../src/core/api/schemas/batch';
import { renameInlineHandlers } from '../src/core/dom/inert-handlers';
import { isEmail } from '../demo/api/email';
import { call, cleanUp, startServer, tempDir } from './api-server';

/**
 * The checks that must stay linear on hostile input, timed here instead of in the unit tier (a wall-clock budget
 * fails on a loaded machine and proves little on an idle one). Each hostile input is set against a baseline built
 * in the same run: an ordinary input (an address; markup of the same length), and the hostile one at twice the
 * length. Linear code shows a doubling ratio (×2n) near 2 or below (quadratic: near 4). Figures are reported, never asserted.
 * `--no-server` skips the API part (it starts `demo/server/main.ts`, about ten seconds).
 */
const repo = resolve(import.meta.dirname, '..');
const RUNS = 15;

/** Median milliseconds of `RUNS` calls of `work` (after one unmeasured warm-up call). */
function median(work: () => unknown, runs = RUNS): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Microseconds, from milliseconds. */
const us = (value: number) => (value * 1000).toFixed(1).padStart(11);
const us13 = (value: number) => (value * 1000).toFixed(1).padStart(13);
const ratio = (value: number) => value.toFixed(1).padStart(7);

/** One row: the hostile input at length n and 2n, and the ordinary input (all built before timing). */
function row(
  label: string,
  hostile: (n: number) => string,
  ordinary: string,
  check: (text: string) => unknown,
  n: number,
) {
  const [once, twice] = [hostile(n), hostile(2 * n)];
  const atN = median(() => check(once));
  const at2N = median(() => check(twice));
  const plain = median(() => check(ordinary));
  console.log(`${label.padEnd(44)}${us(atN)}${us13(plain)}${ratio(atN / plain)}${ratio(at2N / atN)}`);
}

function header(title: string): void {
  console.log(`\n${title}`);
  console.log(
    `${'input'.padEnd(44)}${'µs'.padStart(11)}${'ordinary µs'.padStart(13)}${'×ord.'.padStart(7)}${'×2n'.padStart(7)}`,
  );
}

header('isEmail (demo/api/users.ts): 16 K repeats cut to 32 KB (2n: 64 KB), against an ordinary address');
const cut = (make: (n: number) => string) => (n: number) => make(n).slice(0, 2 * n);
for (const [label, make] of [
  ["'a@' × n", (n: number) => 'a@'.repeat(n)],
  ["'a@' + '.' × n", (n: number) => `a@${'.'.repeat(n)}`],
  ["'@' + '.' × n", (n: number) => `@${'.'.repeat(n)}`],
  ["'a@' + 'a.' × n + ' '", (n: number) => `a@${'a.'.repeat(n)} `],
  ["'a' × n + '@' + 'b' × n", (n: number) => `${'a'.repeat(n)}@${'b'.repeat(n)}`],
  ["'a@b' + '.c' × n + '@'", (n: number) => `a@b${'.c'.repeat(n)}@`],
] as const) {
  row(label, cut(make), 'learner@academy.test', isEmail, 16 * 1024);
}

// Ordinary markup of about the same length: short paragraphs with an attribute each.
const markup = (length: number) => '<p class="x">text</p>'.repeat(Math.ceil(length / 21));
header('renameInlineHandlers (src/core/dom/inert-handlers.ts), against ordinary markup of the same length');
row(
  "'<' + ' on=' × 200 K (never closed)",
  (n) => `<${' on='.repeat(n)}`,
  markup(800_000),
  renameInlineHandlers,
  200_000,
);
row("'<' × 200 K", (n) => '<'.repeat(n), markup(200_000), renameInlineHandlers, 200_000);
row(
  "'<p' + ' on=a' × 50 K + '>' (one long tag)",
  (n) => `<p${' on=a'.repeat(n)}>`,
  markup(250_000),
  renameInlineHandlers,
  50_000,
);

// The batch tables' search: createSearch folds each row once; the baseline folds every row on every keystroke.
const rows = Array.from({ length: 2000 }, (_, index) => ({
  record_id: String(index),
  id: String(100000 + index),
  user_name: index % 2 ? `Learner ${index}` : `متدرب ${index}`,
  user_nid: String(1000000000 + index),
})) as AttendanceRow[];
const queries = ['l', 'le', 'lea', 'lear', 'learn', 'learne', 'learner', 'learner ', 'learner 1', 'learner 19'];
const find = createSearch(rows, userRowFields);
const naive = (query: string) => createSearch(rows, userRowFields)(query);
const perKey = median(() => queries.forEach(find)) / queries.length;
const naivePerKey = median(() => queries.forEach(naive)) / queries.length;
console.log('\ncreateSearch (src/core/batch/search.ts), 2,000 rows, ten keystrokes');
console.log(
  `ms per keystroke ${perKey.toFixed(3)}; folding every row per keystroke ${naivePerKey.toFixed(3)} (×${(naivePerKey / perKey).toFixed(1)}); a frame is 16.7`,
);

if (!process.argv.includes('--no-server')) {
  try {
    const server = await startServer(repo, { ACADEMY_DATA_DIR: tempDir('linear') });
    const email = `a@${'.'.repeat(32 * 1024)}`;
    console.log('\nEmail fields over HTTP (the server started as `npm start` runs it), median of 9 calls each');
    console.log(
      `${'route'.padEnd(26)}${'32 KB ms'.padStart(10)}${'"nope" ms'.padStart(11)}${'×'.padStart(7)}  statuses`,
    );
    for (const path of ['auth/forgot/password', 'auth/email/resend', 'auth/register']) {
      const timed = async (value: string) => {
        const answers = [];
        for (let run = 0; run < 9; run++) answers.push(await call(server.base, path, { body: { email: value } }));
        const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
        return { ms: sorted[4]!, statuses: [...new Set(answers.map((answer) => answer.status))].join('/') };
      };
      const hostile = await timed(email);
      const plain = await timed('nope');
      console.log(
        `${path.padEnd(26)}${hostile.ms.toFixed(1).padStart(10)}${plain.ms.toFixed(1).padStart(11)}${ratio(hostile.ms / plain.ms)}  ${hostile.statuses}, ${plain.statuses}`,
      );
    }
    await server.stop();
  } finally {
    await cleanUp();
  }
}
