import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { candidateStorage, startDemoServer } from './exam-demo-server';
import { printProfile, printTrace, type CpuProfile, type TraceEvent } from './exam-switch-profile';

/**
 * Issue #11 benchmark: the question switch of `<academy-exam>` (Next pressed → the next question in the DOM, laid out,
 * and the frame after it) at 4× CPU throttling in Chromium, against a plain-DOM rendering of the same questions (same
 * HTML, same choices markup, same stylesheets) switched in the same page, interleaved with the element's switches.
 * Figures and ratios are reported, never asserted. BENCH_DIST reuses a build (lib/, bundle/, demo/); BENCH_CANDIDATES
 * sets how many measured pages (5).
 */
const PORT = Number(process.env.BENCH_PORT ?? 4475);
const EXAM_NO = 5014;
/** Pages (fresh candidates): exam 5014 has 5 questions, so each page gives 4 Next switches before Finish. */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 5);
/** Plain-DOM switches timed in each 1 s wait for the element's Next. */
const PLAIN_PER_SWITCH = 3;
const THROTTLE = 4;
/** Issue #35's goals, element ÷ plain DOM: to the DOM and to the painted frame. */
const GOAL = { dom: 1.5, frame: 1.3 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** A measured run, a CPU-profiled one (where JS time goes) or a traced one (where the browser's own time goes). */
type Mode = 'measure' | 'profile' | 'trace';

interface Timing {
  dom: number;
  frame: number;
}

/** Browser-side helpers, installed once per page: the element's switch, a plain-DOM switch of the same questions. */
function installHelpers(): void {
  type Question = { html: string; choices: string[] };
  const w = window as unknown as Record<string, unknown>;
  const root = () => document.querySelector('academy-exam')!.shadowRoot!;
  const heading = (scope: ParentNode) => scope.querySelector('h1')?.textContent ?? '';
  /** The next frame, then a task after its paint. */
  const afterPaint = () =>
    new Promise<void>((done) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
    );
  /**
   * Runs `act` and times, from just before it, the DOM change after which `ready()` holds (laid out) and the painted
   * frame after it; the same span is CPU-profiled (console.profile, heard over CDP) or marked for a trace, by `mode`.
   */
  const timeSwitch = (target: Node, ready: () => boolean, act: () => void, label: string, mode: Mode) =>
    new Promise<{ dom: number; frame: number }>((done, fail) => {
      let start = 0;
      // A switch that never comes fails with what the page shows, instead of waiting forever.
      const stall = setTimeout(() => {
        observer.disconnect();
        const shown = (target instanceof ShadowRoot ? target : document).querySelector('[part~="question"], section');
        fail(
          new Error(`${label}: no switch within 10 s; the page shows ${shown?.outerHTML.slice(0, 400) ?? 'nothing'}`),
        );
      }, 10_000);
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        clearTimeout(stall);
        observer.disconnect();
        void document.body.offsetHeight;
        const dom = performance.now() - start;
        void afterPaint().then(() => {
          const frame = performance.now() - start;
          if (mode === 'profile') console.profileEnd(label);
          if (mode === 'trace') performance.mark(`${label}:end`);
          done({ dom, frame });
        });
      });
      observer.observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
      if (mode === 'profile') console.profile(label);
      if (mode === 'trace') performance.mark(`${label}:start`);
      start = performance.now();
      act();
    });
  let plainIndex = 0;
  let plainCount = 1;
  let plainRender: ((index: number) => void) | null = null;
  w.__bench = {
    settle: () => afterPaint().then(afterPaint),
    /** Picks the first choice of the question shown (Next turns on 1 s later). */
    choose() {
      root().querySelector<HTMLInputElement>('[part~="choice"] input')!.click();
    },
    // Next is off by aria-disabled, not disabled (it keeps its Tab place, #37): a press while off does nothing.
    nextEnabled: () => {
      const next = root().querySelector<HTMLButtonElement>('[part~="next"]');
      return !!next && !next.disabled && next.getAttribute('aria-disabled') !== 'true';
    },
    hasNext: () => !!root().querySelector('[part~="next"]'),
    /** Next pressed → the next question's heading and choices in the element. */
    elementSwitch(mode: Mode) {
      const before = heading(root().querySelector('[part~="question"]')!);
      const ready = () => {
        const section = root().querySelector('[part~="question"]');
        return !!section && heading(section) !== before && !!section.querySelector('[part~="choice"]');
      };
      return timeSwitch(
        root(),
        ready,
        () => root().querySelector<HTMLButtonElement>('[part~="next"]')!.click(),
        'element',
        mode,
      );
    },
    /** The plain rendering: a shadow root with the element's stylesheets, the same markup built with createElement. */
    plainSetup(questions: Question[]) {
      const host = document.createElement('div');
      plainCount = questions.length;
      const shadow = host.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = root().adoptedStyleSheets;
      const section = document.createElement('section');
      section.className = 'card stack exam-question';
      const footer = document.createElement('footer');
      footer.className = 'exam-actions';
      const next = document.createElement('button');
      next.type = 'button';
      next.className = 'button button-primary';
      next.textContent = 'Next';
      footer.append(next);
      shadow.append(section, footer);
      plainRender = (index) => {
        const question = questions[index]!;
        const h1 = document.createElement('h1');
        h1.className = 'question-heading';
        h1.textContent = `Question ${index + 1} of ${questions.length}`;
        const body = document.createElement('div');
        body.className = 'question-body';
        body.innerHTML = question.html;
        const group = document.createElement('div');
        group.className = 'exam-choices';
        group.setAttribute('role', 'radiogroup');
        for (const choice of question.choices) {
          const label = document.createElement('label');
          label.className = 'exam-choice';
          const input = document.createElement('input');
          input.type = 'radio';
          input.name = `plain-${index}`;
          input.value = choice;
          const text = document.createElement('span');
          text.dir = 'auto';
          text.textContent = choice;
          label.append(input, text);
          group.append(label);
        }
        section.replaceChildren(h1, body, group);
      };
      next.addEventListener('click', () => {
        plainIndex = (plainIndex + 1) % questions.length;
        plainRender!(plainIndex);
      });
      plainRender(0);
      document.querySelector('academy-exam')!.after(host);
      w.__plain = shadow;
    },
    /** Next pressed → the next question's heading and choices in the plain rendering. */
    plainSwitch(mode: Mode) {
      const shadow = w.__plain as ShadowRoot;
      const expected = `Question ${((plainIndex + 1) % plainCount) + 1} of ${plainCount}`;
      const ready = () => heading(shadow) === expected;
      return timeSwitch(shadow, ready, () => shadow.querySelector('button')!.click(), 'plain', mode);
    },
    /** Durations of the answer saves (POST …/create/question) the page made. */
    saves: () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/attempts/create/question'))
        .map((entry) => entry.duration),
  };
}

type Bench = {
  settle(): Promise<void>;
  choose(): void;
  nextEnabled(): boolean;
  hasNext(): boolean;
  elementSwitch(mode: Mode): Promise<Timing>;
  plainSetup(questions: { html: string; choices: string[] }[]): void;
  plainSwitch(mode: Mode): Promise<Timing>;
  saves(): number[];
};

/** What one candidate's page measured (and, by mode, the CPU profiles or the trace of the same switches). */
interface Measured {
  element: Timing[];
  plain: Timing[];
  saves: number[];
  profiles: { element: CpuProfile[]; plain: CpuProfile[] };
  trace: TraceEvent[];
}
const measured = (): Measured => ({
  element: [],
  plain: [],
  saves: [],
  profiles: { element: [], plain: [] },
  trace: [],
});

/** One fresh candidate's page: starts exam 5014 and interleaves the element's Next switches with plain ones. */
async function runCandidate(browser: Browser, origin: string, into: Measured, mode: Mode): Promise<void> {
  const { token, localStorage } = await candidateStorage(origin);
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page: Page = await context.newPage();
    // tsx keeps function names with a `__name` helper the page does not have.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript(installHelpers);
    await page.goto(`${origin}/app/exam/${EXAM_NO}/take`);
    const host = page.locator('academy-exam');
    await host.locator('[part~="start"]').click({ timeout: 60_000 });
    await host.locator('[part~="choice"]').first().waitFor({ timeout: 60_000 });
    const questions = await page.evaluate(
      async ({ examNo, bearer }) => {
        const res = await fetch(`/backend/exams/take/${examNo}`, { headers: { Authorization: `Bearer ${bearer}` } });
        const take = (await res.json()) as {
          data: { exam_obj: { questions: { question: string; choices: { choice: string | number }[] }[] } };
        };
        return take.data.exam_obj.questions.map((question) => ({
          html: question.question,
          choices: question.choices.map((choice) => String(choice.choice)),
        }));
      },
      { examNo: EXAM_NO, bearer: token },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    if (mode === 'trace') await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
    if (mode === 'profile') {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      cdp.on('Profiler.consoleProfileFinished', ({ title, profile: recorded }) =>
        into.profiles[title === 'element' ? 'element' : 'plain'].push(recorded as CpuProfile),
      );
    }
    const b = await page.evaluateHandle(() => (window as unknown as { __bench: Bench }).__bench);
    await b.evaluate((it, list) => it.plainSetup(list), questions);
    // One switch per question but the last (where Finish replaces Next): bounded, so a page that keeps Next cannot loop.
    for (let switchNo = 0; switchNo < questions.length - 1; switchNo++) {
      await b.evaluate((it) => it.choose());
      if (!(await b.evaluate((it) => it.hasNext()))) throw new Error(`no Next on question ${switchNo + 1}`);
      // The plain switches run while the element's Next waits out its 1 s (several: the smaller figure is the noisier).
      for (let plainRun = 0; plainRun < PLAIN_PER_SWITCH; plainRun++) {
        await b.evaluate((it) => it.settle());
        into.plain.push(await b.evaluate((it, on) => it.plainSwitch(on), mode));
      }
      await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.nextEnabled(), undefined, {
        polling: 50,
      });
      await b.evaluate((it) => it.settle());
      into.element.push(await b.evaluate((it, on) => it.elementSwitch(on), mode));
    }
    await b.evaluate((it) => it.settle());
    into.saves.push(...(await b.evaluate((it) => it.saves())));
    if (mode === 'trace')
      into.trace = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

/** The measured switches: medians, ratios to plain DOM, the answer saves and the machine's load. */
function printMeasure({ element, plain, saves }: Measured): void {
  const dom = median(element.map((t) => t.dom));
  const frame = median(element.map((t) => t.frame));
  const plainDom = median(plain.map((t) => t.dom));
  const plainFrame = median(plain.map((t) => t.frame));
  console.log(
    `Exam question switch (exam ${EXAM_NO}, Next) — Chromium at ${THROTTLE}× CPU throttling, median of ${element.length} switches over ${CANDIDATES} candidates (plain: ${plain.length}), ${new Date().toISOString()}\n`,
  );
  console.log('measure                                        element      plain DOM   ratio   goal');
  console.log(
    `(a) Next → new question in the DOM, laid out ${ms(dom)}   ${ms(plainDom)}   ${(dom / plainDom).toFixed(2)}×   ≤ ${GOAL.dom.toFixed(2)}×`,
  );
  console.log(
    `(b) Next → frame painted after it            ${ms(frame)}   ${ms(plainFrame)}   ${(frame / plainFrame).toFixed(2)}×   ≤ ${GOAL.frame.toFixed(2)}×`,
  );
  console.log(
    `\nAnswer save (POST …/attempts/create/question): median ${saves.length ? median(saves).toFixed(1) : '–'} ms over ${saves.length} saves. Its wait is not in the switch`,
  );
  console.log(
    "(Next queues the answer and shows the next question at once); starting the request is, before the frame ('answer save started' below).",
  );
  console.log(`Load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs.`);
  console.log(
    `Runs (dom/frame ms): element ${element.map((t) => `${t.dom.toFixed(1)}/${t.frame.toFixed(1)}`).join(', ')}`,
  );
  console.log(
    `                     plain   ${plain.map((t) => `${t.dom.toFixed(1)}/${t.frame.toFixed(1)}`).join(', ')}`,
  );
}

async function main(): Promise<void> {
  const server = await startDemoServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const timed = measured();
    for (let run = 0; run < CANDIDATES; run++) await runCandidate(browser, server.origin, timed, 'measure');
    // Printed before the profiled runs: on a loaded machine those take long, and the figures come first.
    printMeasure(timed);
    if (process.env.BENCH_PROFILE === '0') return;
    // Two more candidates, CPU-profiled then traced: where the time goes, not how much (both slow the page).
    const profiled = measured();
    await runCandidate(browser, server.origin, profiled, 'profile');
    const traced = measured();
    await runCandidate(browser, server.origin, traced, 'trace');
    printProfile('Element', profiled.profiles.element, false);
    printProfile('Plain DOM', profiled.profiles.plain, true);
    printTrace(traced.trace);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
