// <academy-lecture-qr> in real Chromium, signed in as a trainer against a stubbed API (learning §2 Trainer attendance
// QR page, §3 Lecture QR data, §4, §8, §9): the skeleton, the status banner with its durations, the code (and what it
// encodes: the server's) for ONGOING / STARTING_SOON / ENDED only, the not-found and error cards, the keyboard tabs (mirrored in
// Arabic), the live roster, the online indicator and Arabic in RTL. Size steps by window width: unit tests (qrSizeFor).
import { expect } from 'chai';
import { durationAr } from '../../../src/core/locale/dictionaries/duration/ar';
import { json, mount, realInput, resetPage, sessionRoutes, shadowQuery, spyConsole, waitFor } from '../support/helpers';
import {
  ar,
  banner,
  calls,
  drawnPath,
  en,
  entries,
  localIso,
  mountLectureQr,
  network,
  pathFor,
  person,
  q,
  QR,
  qq,
  qrData,
  replaceNetwork,
  resetEnglish,
  ROSTER,
  ROSTER_ROWS,
  selectedTab,
  serverCode,
  text,
  TITLE,
} from './academy-lecture-qr-support';

/** A 200 answer whose body arrives only when released: the state before the data can be checked. */
function heldAnswer(data: unknown): { response: Response; release: () => void } {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ message: 'OK', status_text: 'OK', data })));
        controller.close();
      };
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }), release };
}

/** Presses a real key in the tab list (focused on the selected tab) and waits for the selection to settle. */
async function press(el: HTMLElement, key: string, expected: string): Promise<void> {
  const { sendKeys } = await realInput();
  await sendKeys({ press: key });
  await waitFor(() => selectedTab(el) === expected, `${key} → ${expected}`);
  expect(el.shadowRoot!.activeElement?.textContent, `${key} moves focus`).to.equal(expected);
}

describe('<academy-lecture-qr>', () => {
  beforeEach(resetEnglish);
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('shows the skeleton while the lecture loads, then the page', async () => {
    const held = heldAnswer(qrData());
    const el = await mountLectureQr({ [QR]: () => held.response });
    const skeleton = await shadowQuery(el, '[part~=skeleton]');
    expect(skeleton.getAttribute('aria-busy')).to.equal('true');
    expect(skeleton.textContent).to.contain(en.loading);
    expect(text(el, 'h1')).to.equal(en.title);
    held.release();
    await shadowQuery(el, '[part~=code] svg[role=img]');
    expect(q(el, '[part~=skeleton]')).to.equal(null);
  });

  it("ONGOING: the banner, the server's check-in code and its typed number, the facts and the request", async () => {
    const el = await mountLectureQr();
    const svg = await shadowQuery(el, '[part~=code][data-entry=IN] svg[role=img]');
    expect(drawnPath(q(el, '[part~=code][data-entry=IN]'))).to.equal(pathFor(serverCode('IN').qr_content));
    expect(svg.getAttribute('aria-label')).to.equal(`Check in code for ${TITLE}`);
    const status = await banner(el);
    expect([status.textContent, status.dataset.status]).to.deep.equal(['Lecture is currently ongoing', 'ongoing']);
    expect(entries(el)).to.deep.equal(['IN']);
    expect(text(el, '[part~=code][data-entry=IN] [part~=typed-code]')).to.equal('482 913');
    expect(text(el, '[part~=rotation]')).to.equal(en.code.rotation);
    expect(text(el, '[part~=instruction]')).to.equal(en.instruction);
    const facts = q(el, '[part~=lecture]')!;
    expect(facts.querySelector('h2')!.textContent).to.equal(TITLE);
    expect(facts.textContent).to.contain('Time zone: Asia/Dubai');
    expect([facts.querySelector('dt')!.textContent, facts.querySelector('dd')!.textContent]).to.deep.equal([
      'Duration',
      '1.5 h',
    ]);
    expect(calls(QR)[0]!.body).to.deep.equal({ related_type: 'lecture', related_id: '1001' });
  });

  it("STARTING_SOON: 'The lecture starts in: 2 hours, 5 minutes' with the code; ENDED counts up from 59:59 to 1 hour", async () => {
    const soon = await mountLectureQr({
      [QR]: qrData({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 7500 }),
    });
    const status = await banner(soon);
    expect([status.textContent, status.dataset.status]).to.deep.equal([
      'The lecture starts in: 2 hours, 5 minutes',
      'startsIn',
    ]);
    await shadowQuery(soon, '[part~=code][data-entry=IN] svg[role=img]');
    resetEnglish();

    const ended = await mountLectureQr(
      { [QR]: qrData({ lecture_status: 'ENDED', lecture_ended_time_ago: 3599 }) },
      '<academy-lecture-qr lecture-id="1003"></academy-lecture-qr>',
    );
    const endedBanner = await banner(ended);
    expect([endedBanner.textContent, endedBanner.dataset.status]).to.deep.equal([
      'The lecture ended 59 minutes, 59 seconds ago',
      'endedAgo',
    ]);
    await shadowQuery(ended, '[part~=code] svg[role=img]');
    // Durations count on each second from when the data was read.
    // Real ticks on a loaded machine may skip a second, so the next value is 'an hour' or a few seconds past it.
    await waitFor(
      () => endedBanner.textContent !== 'The lecture ended 59 minutes, 59 seconds ago',
      'ended-ago counting up',
      6000,
    );
    expect(endedBanner.textContent).to.match(/^The lecture ended 1 hour(, [1-5] seconds?)? ago$/);
  });

  it("NOT_IN_RANGE: 'QR Code not available', no code, no tabs; with a start time the banner still counts down", async () => {
    const el = await mountLectureQr({
      [QR]: qrData({ lecture_status: 'NOT_IN_RANGE', qr_codes: null, print_qr_codes: null }),
    });
    const status = await banner(el);
    expect([status.textContent, status.dataset.status]).to.deep.equal(['QR Code not available', 'unavailable']);
    expect(text(el, '[part~=unavailable]')).to.equal('QR Code not available');
    expect([
      qq(el, 'svg[role=img]').length,
      qq(el, '[role=tablist]').length,
      qq(el, '[part~=typed-code]').length,
      qq(el, '[part~=present]').length,
      qq(el, '[part~=instruction]').length,
    ]).to.deep.equal([0, 0, 0, 0, 0]);
    resetEnglish();

    const later = await mountLectureQr(
      {
        [QR]: qrData({
          lecture_status: 'NOT_IN_RANGE',
          lecture_starts_in_time: 10_800,
          qr_codes: null,
          print_qr_codes: null,
        }),
      },
      '<academy-lecture-qr lecture-id="1002"></academy-lecture-qr>',
    );
    expect((await banner(later)).textContent).to.equal('The lecture starts in: 3 hours');
    expect(text(later, '[part~=unavailable]')).to.equal('QR Code not available');
    expect(qq(later, 'svg[role=img]')).to.have.length(0);
  });

  it("is_lecture_available false: 'Lecture you are trying to access does not exist.' with no code and no roster", async () => {
    const el = await mountLectureQr({ [QR]: { is_lecture_available: false } });
    const status = await banner(el);
    expect([status.textContent, status.dataset.status]).to.deep.equal([
      'Lecture you are trying to access does not exist.',
      'missing',
    ]);
    expect([q(el, '[part~=qr]'), q(el, '[part~=roster]')]).to.deep.equal([null, null]);
    expect(calls(ROSTER)).to.have.length(0);
  });

  it('a 404 or a 403 shows the not-found card (not retried) with its link back to the dashboard', async () => {
    for (const status of [404, 403]) {
      const el = await mountLectureQr(
        {
          [QR]: () =>
            json({ message: 'Lecture you are trying to access does not exist.', status_text: 'Not Found' }, status),
        },
        `<academy-lecture-qr lecture-id="9${status}"></academy-lecture-qr>`,
      );
      const card = await shadowQuery(el, '[part~=not-found]');
      expect(card.querySelector('h2')!.textContent).to.equal(en.notFound.title);
      expect(card.textContent).to.contain('Lecture you are trying to access does not exist.');
      expect(card.querySelector('a[part~=back]')!.getAttribute('href')).to.equal('/dashboard');
      expect([calls(QR).length, calls(ROSTER).length, q(el, '[part~=error]')], `HTTP ${status}`).to.deep.equal([
        1,
        0,
        null,
      ]);
      resetEnglish();
      network.restore();
    }
  });

  it("a failed or malformed answer shows 'Error Loading Lecture' with Retry, which recovers", async () => {
    const logged = spyConsole('error');
    let answer: () => unknown = () => json({ message: 'Unprocessable' }, 422);
    try {
      const el = await mountLectureQr({ [QR]: () => answer() });
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.querySelector('[role=alert]')!.textContent)
        .to.contain('Error Loading Lecture')
        .and.contain('Unable to load lecture data. Please try again.');
      expect(error.querySelector('a[part~=back]')!.getAttribute('href')).to.equal('/dashboard');
      const retry = error.querySelector<HTMLButtonElement>('button')!;
      expect(retry.textContent).to.equal('Retry');
      answer = () => ({ is_lecture_available: 'yes' });
      retry.click();
      await waitFor(() => calls(QR).length === 2 && q(el, '[part~=error]'), 'error again for a malformed answer');
      answer = () => qrData();
      q<HTMLButtonElement>(el, '[part~=error] button')!.click();
      await shadowQuery(el, '[part~=code] svg[role=img]');
      expect([q(el, '[part~=error]'), calls(QR).length]).to.deep.equal([null, 3]);
    } finally {
      logged.restore();
    }
  });

  it('tabs: arrow keys, Home and End move and focus; Check Out shows OUT, Check In & Out shows both', async () => {
    const el = await mountLectureQr();
    await shadowQuery(el, '[part~=code] svg[role=img]');
    expect(qq(el, '[role=tab]').map((tab) => tab.textContent)).to.deep.equal([
      'Check In',
      'Check Out',
      'Check In & Out',
    ]);
    expect(q(el, '[role=tablist]')!.getAttribute('aria-label')).to.equal(en.tabs.label);
    q(el, '[role=tab][aria-selected=true]')!.focus();
    await press(el, 'ArrowRight', 'Check Out');
    expect(entries(el)).to.deep.equal(['OUT']);
    await press(el, 'ArrowRight', 'Check In & Out');
    expect(entries(el)).to.deep.equal(['IN', 'OUT']);
    await waitFor(() => qq(el, '[part~=code] svg[role=img]').length === 2, 'two codes');
    const [inCode, outCode] = qq(el, '[part~=code] svg path').map((path) => path.getAttribute('d'));
    expect(inCode).to.not.equal(outCode);
    expect(q(el, '[role=tabpanel]')!.getAttribute('aria-labelledby')).to.equal(
      q(el, '[role=tab][aria-selected=true]')!.id,
    );
    await press(el, 'ArrowRight', 'Check In');
    await press(el, 'ArrowLeft', 'Check In & Out');
    await press(el, 'Home', 'Check In');
    await press(el, 'End', 'Check In & Out');
    expect(qq(el, '[role=tab]').map((tab) => tab.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('roster: three columns with their counts, times and nobody; a failed refresh keeps the list and says so', async () => {
    let failing = false;
    const el = await mountLectureQr({
      [ROSTER]: () =>
        failing ? json({ message: 'Server error' }, 500) : { rows: ROSTER_ROWS, updated_at: localIso(9, 30) },
    });
    await waitFor(() => qq(el, '[part~=roster-column]').length === 3, 'roster columns');
    const columns = qq(el, '[part~=roster-column]');
    expect(columns.map((column) => column.dataset.state)).to.deep.equal(['checked_in', 'checked_out', 'not_yet']);
    expect(columns.map((column) => column.querySelector('h3')!.firstChild!.textContent!.trim())).to.deep.equal([
      'Checked in',
      'Checked out',
      'Not yet',
    ]);
    expect(qq(el, '[part~=roster-count]').map((badge) => badge.textContent)).to.deep.equal(['2', '1', '3']);
    expect(
      columns.map((column) =>
        [...column.querySelectorAll<HTMLElement>('[part~=roster-person]')].map((li) => li.dataset.participant),
      ),
    ).to.deep.equal([['203', '204'], ['205'], ['201', '206', '207']]);
    expect(columns[0]!.querySelector('li')!.textContent).to.equal('Amal Haddad at 9:04 AM');
    expect(columns[1]!.querySelector('li')!.textContent).to.equal('Dana Saleh at 9:25 AM');
    expect(columns[2]!.querySelector('li')!.textContent).to.equal('Layla Learner');
    expect(text(el, '[part~=roster-updated]')).to.equal('Updated 9:30 AM');
    expect(calls(ROSTER)[0]!.body).to.deep.equal({ related_type: 'lecture', related_id: '1001' });

    // The page polls while visible and at once when it shows again: a visibility change asks now.
    failing = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => q(el, '.roster-failed'), 'failed refresh note');
    expect(text(el, '.roster-failed')).to.equal(en.roster.failed);
    expect(qq(el, '[part~=roster-person]')).to.have.length(ROSTER_ROWS.length);
    failing = false;
    resetEnglish();

    const empty = await mountLectureQr(
      { [ROSTER]: { rows: [person(201, 'Layla Learner', 'not_yet')], updated_at: null } },
      '<academy-lecture-qr lecture-id="1004"></academy-lecture-qr>',
    );
    await waitFor(() => qq(empty, '[part~=roster-column]').length === 3, 'roster columns');
    expect(qq(empty, '[part~=roster-column] > p').map((p) => p.textContent)).to.deep.equal(['Nobody', 'Nobody']);
    expect(q(empty, '[part~=roster-updated]')).to.equal(null);
  });

  it("the online indicator follows the window's offline and online events", async () => {
    const el = await mountLectureQr();
    const online = await shadowQuery(el, '[part~=online]');
    expect([online.textContent, online.dataset.online, online.getAttribute('role')]).to.deep.equal([
      'Online',
      'true',
      'status',
    ]);
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => online.dataset.online === 'false', 'offline');
      expect(online.textContent).to.equal('Offline');
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
    window.dispatchEvent(new Event('online'));
    await waitFor(() => online.dataset.online === 'true', 'online again');
    expect(online.textContent).to.equal('Online');
  });

  it('a missing lecture-id asks nothing and says the lecture does not exist; a guest is sent to sign in', async () => {
    const el = await mountLectureQr({}, '<academy-lecture-qr></academy-lecture-qr>');
    await waitFor(() => q(el, '[role=alert]'), 'missing-lecture alert');
    expect(text(el, '[role=alert]')).to.contain(en.status.missing);
    expect([calls(QR).length, q<HTMLButtonElement>(el, '[part~=refresh]')!.disabled]).to.deep.equal([0, true]);
    resetEnglish();
    network.restore();

    replaceNetwork(sessionRoutes);
    const paths: string[] = [];
    document.addEventListener(
      'academy-navigate',
      (event) => {
        paths.push((event as CustomEvent<{ path: string }>).detail.path);
        event.preventDefault();
      },
      { once: true },
    );
    const guest = mount('<academy-lecture-qr lecture-id="1001"></academy-lecture-qr>');
    const loading = await shadowQuery(guest, '[part~=loading]');
    await waitFor(() => paths.length === 1, 'sign-in request');
    expect([paths[0], loading.textContent, calls(QR).length]).to.deep.equal(['/auth/login', en.signIn, 0]);
  });

  it('Arabic (lang="ar"): right-to-left, Arabic texts and durations, and the arrow keys mirrored', async () => {
    const el = await mountLectureQr(
      { [QR]: qrData({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 7500 }) },
      '<academy-lecture-qr lecture-id="1001" lang="ar"></academy-lecture-qr>',
    );
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await shadowQuery(el, '[part~=code] svg[role=img]');
    expect(text(el, 'h1')).to.equal(ar.title);
    const duration = `${durationAr.hours.two}${durationAr.separator}${durationAr.minutes.few.replace('{{count}}', '٥')}`;
    expect((await banner(el)).textContent).to.equal(ar.status.startsIn.replace('{{duration}}', duration));
    expect(qq(el, '[role=tab]').map((tab) => tab.textContent)).to.deep.equal([ar.tabs.in, ar.tabs.out, ar.tabs.inOut]);
    expect(text(el, '[part~=online]')).to.equal(ar.online);
    await waitFor(() => qq(el, '[part~=roster-column] h3').length === 3, 'roster');
    expect(qq(el, '[part~=roster-column] h3').map((h3) => h3.firstChild!.textContent!.trim())).to.deep.equal([
      ar.roster.checkedIn,
      ar.roster.checkedOut,
      ar.roster.notYet,
    ]);
    // Right to left, the next tab is to the left.
    q(el, '[role=tab][aria-selected=true]')!.focus();
    await press(el, 'ArrowLeft', ar.tabs.out);
    await press(el, 'ArrowRight', ar.tabs.in);
    expect(getComputedStyle(q(el, '[role=tablist]')!).direction).to.equal('rtl');
  });
});
