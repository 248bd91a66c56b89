// Answers first, on the server too (issue #33): the page sends integrity events only while no answer of its own waits;
// here a call of events (any learner's) lets this process's answer saves under way finish before it writes, so on the
// embedded database's one connection a burst of events never queues in front of a save. No one waits on an events
// call's ack: it comes a few milliseconds later, and still only once the events are written.

/** How long an events call yields first, so that a save sent beside it (the page's next answer) starts before it. */
export const EVENTS_YIELD_MS = 10;
/** The longest an events call waits for saves to pause: a steady stream of saves never starves the log. */
export const EVENTS_MAX_WAIT_MS = 2_000;

/** The answer saves of one process under way, and a way for events to let them pass. */
export interface AnswerLane {
  /** Runs one answer save, counted as under way until it settles. */
  save<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves after EVENTS_YIELD_MS once no save is under way, or after EVENTS_MAX_WAIT_MS at the latest. */
  yieldToSaves(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAnswerLane(): AnswerLane {
  let running = 0;
  let waiting: (() => void)[] = [];
  return {
    async save(work) {
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
        if (running === 0) for (const resume of waiting) resume();
      }
    },
    async yieldToSaves() {
      await sleep(EVENTS_YIELD_MS);
      if (running === 0) return;
      await new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          waiting = waiting.filter((other) => other !== resume);
          resolve();
        };
        const timer = setTimeout(resume, EVENTS_MAX_WAIT_MS);
        waiting.push(resume);
      });
    },
  };
}
