// Browser-side helpers of the batch table bench (bench/batch-table.ts), installed in the page before its scripts.

/** Browser-side helpers, installed once per page: the element's rows, a plain table of the same rows, long tasks. */
export function installHelpers(): void {
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
    /** The attendance table's vertical scroller: its own box where it has one, else the window's (phones). */
    scroller() {
      const box = root().querySelector('.attendance-scroll');
      const own = box && /auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight;
      return own ? box : document.scrollingElement!;
    },
    /**
     * Scrolls a box (the window's when `box` is the document's scrolling element) from its top to its bottom in 40
     * frames, or waits 40 idle frames (none: the machine's noise); the long tasks seen meanwhile.
     */
    async scroll(box: Element | null) {
      if (box) box.scrollTop = 0;
      await settle();
      longTasks.length = 0;
      const distance = box ? box.scrollHeight - box.clientHeight : 0;
      for (let step = 1; step <= 40; step++) {
        if (box) box.scrollTop = (distance * step) / 40;
        await new Promise((done) => requestAnimationFrame(done));
      }
      await settle();
      return [...longTasks];
    },
  };
}

/** The helpers as the bench calls them through `page.evaluate`. */
export type Bench = {
  mountTable(): Promise<number>;
  keystroke(value: string, total: number): Promise<{ took: number; range: string }>;
  plainMount(rows: unknown[]): Promise<number>;
  plainKeystroke(value: string): number;
  scroller(): Element;
  scroll(box: Element | null): Promise<number[]>;
  settle(): Promise<void>;
};
