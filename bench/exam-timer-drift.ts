import { parseServerTime, syncServerClock } from '../src/core/exam/exam-timer';
import { startExamTimer, type ExamTimer } from '../src/core/exam/timer-store';
import { FakeDevice } from './exam-fake-clock';

/**
 * Issue #11 benchmark: drift of the exam timer (src/core/exam/timer-store.ts on exam-timer.ts, as exam-active.tsx
 * drives it) over a simulated hour on fake clocks — steady ticking, a sleeping tab, a sleeping machine, device clock
 * jumps (the element asks the server the time when the device's clocks part; here a server that answers at once),
 * reloads — against a naive `setInterval(() => remaining--, 1000)` countdown under the same schedule. At every
 * timer callback the screen (seconds left) is compared with the truth (server deadline − true time). Figures are
 * reported, never asserted.
 */
const SERVER_EPOCH = Date.UTC(2026, 10, 23, 8, 0, 0);
const TOTAL_S = 3600;
const QUESTION_S = 30;
const QUESTIONS = TOTAL_S / QUESTION_S;
/** The per-question paper's server deadline: far enough that it never caps a question (only the question's 30 s counts). */
const PAPER_S = 3 * TOTAL_S;
const CAP_MS = 3 * TOTAL_S * 1000;
const MIN = 60;

/** One countdown as a page shows it: (re)loaded from the server's take answer, read at each callback. */
interface Countdown {
  load(): void;
  /** Seconds left on screen (null: nothing shown). */
  shown(): number | null;
  /** Seconds truly left for what is shown. */
  truth(): number;
  /** True time (ms) the countdown ran out (total) or the last question ended (per question); null while running. */
  endedAt(): number | null;
  /** Most seconds a question still truly had when its countdown ended it (per question; counted as drift). */
  cutShort?(): number;
}

type Make = (device: FakeDevice, latencyMs: number) => Countdown;

/** What the take answer says, stamped `latencyMs` before the page reads it: server time (epoch ms) and whole seconds left. */
function takeAnswer(device: FakeDevice, latencyMs: number, deadlineMs: number) {
  const stamp = device.now - latencyMs;
  return { serverTime: SERVER_EPOCH + stamp, remaining: Math.max(0, Math.ceil((deadlineMs - stamp) / 1000)) };
}

/** The server's clock measured again, as exam-active.tsx does from a fresh take answer when the device's clocks part. */
const remeasure = (device: FakeDevice) => () =>
  Promise.resolve(syncServerClock(SERVER_EPOCH + device.now, device.wallNow(), device.mono));

/** The element's total timer: a new server clock and countdown at every load, as exam-active.tsx starts them. */
const designTotal: Make = (device, latencyMs) => {
  let timer: ExamTimer | null = null;
  let ended: number | null = null;
  return {
    load() {
      timer?.stop();
      if (ended !== null) return;
      const take = takeAnswer(device, latencyMs, TOTAL_S * 1000);
      const clock = syncServerClock(parseServerTime(take.serverTime), device.wallNow(), device.mono);
      const start = {
        examNo: '5014',
        attemptId: '1',
        questionId: null,
        kind: 'total' as const,
        limitSeconds: TOTAL_S,
        serverRemaining: take.remaining,
      };
      timer = startExamTimer(
        { ...start, clock, resync: remeasure(device), onExpire: () => (ended = device.now) },
        device.deps(),
      );
    },
    shown: () => timer?.remaining.value ?? null,
    truth: () => Math.max(0, TOTAL_S - device.now / 1000),
    endedAt: () => ended,
  };
};

/** The element's per-question timer: one countdown per question, the next started when one runs out. */
const designQuestion: Make = (device, latencyMs) => {
  let timer: ExamTimer | null = null;
  let index = 0;
  let shownAt = 0;
  let ended: number | null = null;
  let cut = 0;
  let clock = syncServerClock(null, 0, 0);
  const truth = () => Math.max(0, (shownAt + QUESTION_S * 1000 - device.now) / 1000);
  const startQuestion = (serverRemaining: number | null) => {
    const at = index;
    const started = startExamTimer(
      {
        examNo: '5015',
        attemptId: '1',
        questionId: `q${at}`,
        kind: 'question',
        limitSeconds: QUESTION_S,
        serverRemaining,
        clock,
        resync: async () => {
          clock = await remeasure(device)();
          return clock;
        },
        onExpire: () => {
          if (index !== at) return;
          cut = Math.max(cut, truth());
          index += 1;
          shownAt = device.now;
          if (index < QUESTIONS) startQuestion(null);
          else ended = device.now;
        },
      },
      device.deps(),
    );
    if (index === at) timer = started;
  };
  return {
    load() {
      timer?.stop();
      if (ended !== null) return;
      const take = takeAnswer(device, latencyMs, PAPER_S * 1000);
      clock = syncServerClock(parseServerTime(take.serverTime), device.wallNow(), device.mono);
      startQuestion(take.remaining);
    },
    shown: () => (ended === null ? (timer?.remaining.value ?? null) : null),
    truth,
    endedAt: () => ended,
    cutShort: () => cut,
  };
};

/** The naive countdown: the server's seconds at each load, one off per interval callback (per question: 30 each). */
function naive(perQuestion: boolean): Make {
  return (device, latencyMs) => {
    let remaining = 0;
    let index = 0;
    let shownAt = 0;
    let ended: number | null = null;
    return {
      load() {
        if (ended !== null) return;
        const take = takeAnswer(device, latencyMs, (perQuestion ? PAPER_S : TOTAL_S) * 1000);
        remaining = perQuestion ? Math.min(QUESTION_S, take.remaining) : take.remaining;
        device.setInterval(() => {
          if (ended !== null) return;
          remaining = Math.max(0, remaining - 1);
          if (remaining > 0) return;
          if (perQuestion && ++index < QUESTIONS) {
            shownAt = device.now;
            remaining = QUESTION_S;
          } else ended = device.now;
        }, 1000);
      },
      shown: () => (ended === null ? remaining : null),
      truth: () =>
        Math.max(0, perQuestion ? (shownAt + QUESTION_S * 1000 - device.now) / 1000 : TOTAL_S - device.now / 1000),
      endedAt: () => ended,
    };
  };
}

type Action = { at: number; kind: 'sleep' | 'machine-sleep' | 'wake' | 'jump' | 'reload'; ms?: number };
interface Scenario {
  name: string;
  actions: Action[];
  /** The device clock's error from the start (ms). */
  skew?: number;
  /** Between the server stamping a take answer and the page reading it (ms). */
  latencyMs?: number;
}

interface Outcome {
  /** Largest |seconds left − true seconds left| on screen, fractional. */
  drift: number;
  /** Largest difference in the whole seconds shown (m:ss rounds a part second up). */
  display: number;
  endedAt: number | null;
}

/** Runs one countdown through a scenario, reading the screen after every callback while the tab is awake. */
async function simulate(make: Make, scenario: Scenario): Promise<Outcome> {
  const device = new FakeDevice();
  device.wallSkew = scenario.skew ?? 0;
  const countdown = make(device, scenario.latencyMs ?? 0);
  const outcome: Outcome = { drift: 0, display: 0, endedAt: null };
  const read = () => {
    const shown = countdown.shown();
    if (shown === null || device.tabAsleep) return;
    const truth = countdown.truth();
    outcome.drift = Math.max(outcome.drift, Math.abs(shown - truth));
    outcome.display = Math.max(outcome.display, Math.abs(Math.ceil(shown) - Math.ceil(truth)));
  };
  device.onCallback = read;
  countdown.load();
  read();
  for (const action of scenario.actions) {
    await device.advance(action.at * 1000);
    if (action.kind === 'sleep') device.tabAsleep = true;
    if (action.kind === 'machine-sleep') device.tabAsleep = device.machineAsleep = true;
    if (action.kind === 'wake') await device.wake();
    if (action.kind === 'jump') device.wallSkew += action.ms ?? 0;
    if (action.kind === 'reload') {
      device.reload();
      countdown.load();
    }
    read();
  }
  while (countdown.endedAt() === null && device.now < CAP_MS) await device.advance(device.now + MIN * 1000);
  outcome.endedAt = countdown.endedAt();
  const cut = countdown.cutShort?.() ?? 0;
  outcome.drift = Math.max(outcome.drift, cut);
  outcome.display = Math.max(outcome.display, Math.ceil(cut));
  return outcome;
}

const sleeps = (kind: 'sleep' | 'machine-sleep'): Action[] =>
  [5, 25, 45].flatMap((from): Action[] => [
    { at: from * MIN, kind },
    { at: (from + 10) * MIN, kind: 'wake' },
  ]);
const reloads = (minutes: number[]): Action[] => minutes.map((at) => ({ at: at * MIN, kind: 'reload' }));
const jump = (at: number, ms: number): Action => ({ at: at * MIN, kind: 'jump', ms });
const FIVE_MIN = 5 * MIN * 1000;
const THREE_HOURS = 3 * TOTAL_S * 1000;
/** Sleeps of the tab and of the machine, and reloads (one while the device clock is 3 h slow from the start). */
const everything: Action[] = [
  { at: 5 * MIN, kind: 'sleep' },
  { at: 15 * MIN, kind: 'wake' },
  ...reloads([17]),
  { at: 25 * MIN, kind: 'machine-sleep' },
  { at: 35 * MIN, kind: 'wake' },
  ...reloads([37]),
  { at: 45 * MIN, kind: 'sleep' },
  { at: 55 * MIN, kind: 'wake' },
  ...reloads([57]),
];

const SCENARIOS: Scenario[] = [
  { name: 'steady ticking', actions: [] },
  { name: 'sleeping tab, 3 × 10 min', actions: sleeps('sleep') },
  { name: 'sleeping machine (monotonic paused), 3×10 min', actions: sleeps('machine-sleep') },
  { name: 'device clock jumps back 5 min', actions: [jump(10, -FIVE_MIN)] },
  { name: 'device clock jumps forward 5 min', actions: [jump(10, FIVE_MIN)] },
  { name: '… forward 5 min, reload 10 min later', actions: [jump(10, FIVE_MIN), ...reloads([20])] },
  {
    name: 'back 5 min, then the machine sleeps 10 min',
    actions: [jump(10, -FIVE_MIN), { at: 25 * MIN, kind: 'machine-sleep' }, { at: 35 * MIN, kind: 'wake' }],
  },
  { name: 'reload × 4, device clock 3 h slow', actions: reloads([7, 21, 35, 49]), skew: -THREE_HOURS },
  { name: 'sleeps + reloads, device clock 3 h slow', actions: everything, skew: -THREE_HOURS },
  { name: '… same, take answer read 250 ms late', actions: everything, skew: -THREE_HOURS, latencyMs: 250 },
];

const s = (value: number) => `${value.toFixed(1)} s`.padStart(10);
const whole = (value: number) => `${value} s`.padStart(8);
const at = (ms: number | null) => (ms === null ? 'never'.padStart(9) : `${(ms / 1000).toFixed(0)} s`.padStart(9));

console.log(
  `Exam timer drift over a simulated hour — fake clocks, total timer ${TOTAL_S} s, per-question ${QUESTIONS} × ${QUESTION_S} s, ${new Date().toISOString()}`,
);
console.log(
  'Drift: the largest |seconds left on screen − true seconds left|, read after every timer callback while the tab is awake, or the seconds a',
);
console.log('question still had when its countdown ended it; "shown": the same in the whole seconds m:ss displays.\n');
const columns = (time: boolean) => `${'drift'.padStart(10)}${'shown'.padStart(8)}${time ? 'time-up'.padStart(9) : ''}`;
console.log(
  `${''.padEnd(52)}${'total timer: element'.padEnd(29)}${'total: naive setInterval'.padEnd(31)}${'per question: element'.padEnd(23)}per question: naive`,
);
console.log(`${'scenario'.padEnd(48)}${columns(true)}  ${columns(true)}    ${columns(false)}     ${columns(false)}`);
for (const scenario of SCENARIOS) {
  const total = await simulate(designTotal, scenario);
  const naiveTotal = await simulate(naive(false), scenario);
  const question = await simulate(designQuestion, scenario);
  const naiveQuestion = await simulate(naive(true), scenario);
  console.log(
    `${scenario.name.padEnd(48)}${s(total.drift)}${whole(total.display)}${at(total.endedAt)}  ${s(naiveTotal.drift)}${whole(naiveTotal.display)}${at(naiveTotal.endedAt)}    ${s(question.drift)}${whole(question.display)}     ${s(naiveQuestion.drift)}${whole(naiveQuestion.display)}`,
  );
}
console.log(
  `\nGoal: 0 s drift; time-up at ${TOTAL_S} s. Sleeps start at 5, 25 and 45 min; jumps at 10 min; a timer callback runs once when a tab wakes (as browsers do).`,
);
