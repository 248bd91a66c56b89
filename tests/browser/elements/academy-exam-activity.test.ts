// <academy-exam>'s "Your exam activity" (issue #33) in real Chromium against a stubbed API: after the result, the
// learner's own log with its summary in neutral words and blips marked; no log (404) shows nothing; another failure
// a clear error with a retry; Arabic in RTL with Arabic-Indic digits.
import { expect } from 'chai';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { json, waitFor } from '../support/helpers';
import { calls, mountExam, q, RESULT, resultAnswer, useExamPage } from './academy-exam-support';

const en = integrityEn.integrity;
const ar = integrityAr.integrity;
const OWN = 'GET exams/integrity/EX-1';

const event = (id: number, kind: string, over: Record<string, unknown> = {}) => ({
  id,
  kind,
  detail: null,
  at: `2026-11-20T09:0${id}:00Z`,
  client_at: null,
  server_at: `2026-11-20T09:0${id}:00Z`,
  duration_ms: null,
  counted: true,
  ...over,
});
const LOG = {
  attempt_id: 88,
  summary: {
    counted: 3,
    blips: 1,
    away_count: 1,
    away_ms: 42_000,
    longest_away_ms: 42_000,
    offline_ms: 80_000,
    by_kind: { away: 1, offline: 1, paste: 1 },
  },
  events: [
    event(1, 'away', { detail: 'hidden', duration_ms: 42_000 }),
    event(2, 'away', { detail: 'blurred', duration_ms: 1_500, counted: false }),
    event(3, 'offline', { duration_ms: 80_000 }),
    event(4, 'paste'),
  ],
};

const mountResult = (routes: Record<string, unknown>, lang = '') =>
  mountExam(
    { [RESULT]: resultAnswer(), ...routes },
    `exam-no="EX-1" view="result"${lang ? ` lang="${lang}"` : ''}`,
    '[part~=page]',
  );
const section = (el: HTMLElement) => waitFor(() => q(el, '[part~=exam-activity]'), 'the exam activity');
const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent);

describe('<academy-exam> your exam activity', () => {
  useExamPage();

  it('after the result: the summary and the events in neutral words, a blip marked as not counted', async () => {
    const el = await mountResult({ [OWN]: LOG });
    const shown = await section(el);
    await waitFor(() => shown.querySelector('ol.integrity-log'), 'the list');
    expect(shown.querySelector('h2')!.textContent).to.equal(en.own.title);
    expect(texts(shown, '.integrity-text')).to.deep.equal([
      'Left the exam page for 42 s',
      'Lost focus for 1 s',
      'Offline for 1 min 20 s',
      'Tried to paste',
    ]);
    const blips = [...shown.querySelectorAll('li[data-counted=false]')];
    expect(blips).to.have.length(1);
    expect(blips[0]!.querySelector('.integrity-blip')!.textContent).to.equal('not counted (under 2 s)');
    expect(texts(shown, '.integrity-summary dd')).to.deep.equal(['42 s', '1', '42 s', '1 min 20 s', '3', '1']);
    // It comes after the result (the score card) and before the way back.
    const score = q(el, '[part~=score-card]')!;
    expect(score.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(calls(OWN)).to.have.length(1);
  });

  it('says when nothing was noted', async () => {
    const el = await mountResult({ [OWN]: { ...LOG, events: [], summary: { ...LOG.summary, counted: 0, blips: 0 } } });
    const shown = await section(el);
    const empty = await waitFor(() => shown.querySelector('[data-state=empty]'), 'empty');
    expect(empty.textContent).to.equal(en.own.empty);
  });

  it('shows nothing when there is no log (404): the loading state goes and nothing takes its place', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The 404 is held until the section's loading state has shown, so its going away is the answer's doing.
    const el = await mountResult({
      [OWN]: async () => {
        await gate;
        return json({ message: 'No log', status_text: 'Not Found', data: null }, 404);
      },
    });
    const loading = await section(el);
    expect(loading.querySelector('[role=status]')!.textContent).to.equal(en.own.loading);
    open();
    await waitFor(() => q(el, '[part~=exam-activity]') === null, 'the section gone');
    expect(calls(OWN)).to.have.length(1);
    expect(q(el, '[part~=score-card]')).to.not.equal(null);
  });

  it('another failure says so clearly, with a retry that loads the log', async () => {
    let fail = true;
    const el = await mountResult({
      [OWN]: () => (fail ? json({ message: 'Nope', status_text: 'Unprocessable', data: null }, 422) : LOG),
    });
    const shown = await section(el);
    const alert = await waitFor(() => shown.querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.contain(en.own.failed);
    fail = false;
    alert.querySelector('button')!.click();
    await waitFor(() => shown.querySelectorAll('ol.integrity-log > li').length === 4, 'the list after retry');
    expect(shown.querySelector('[role=alert]')).to.equal(null);
  });

  it('Arabic: right-to-left, Arabic words and Arabic-Indic digits', async () => {
    const el = await mountResult({ [OWN]: LOG }, 'ar');
    const shown = await section(el);
    await waitFor(() => shown.querySelector('ol.integrity-log'), 'the list');
    expect(getComputedStyle(shown).direction).to.equal('rtl');
    expect(shown.querySelector('h2')!.textContent).to.equal(ar.own.title);
    expect(texts(shown, '.integrity-text')).to.deep.equal([
      'مغادرة صفحة الاختبار لمدة ٤٢ ثانية',
      'صفحة الاختبار غير نشطة لمدة ثانية',
      'انقطاع الاتصال بالإنترنت لمدة دقيقة و٢٠ ثانية',
      'محاولة لصق',
    ]);
    expect(shown.querySelector('.integrity-blip')!.textContent).to.equal('غير محتسب (أقل من ثانيتين)');
    expect(texts(shown, '.integrity-summary dd')).to.deep.equal([
      '٤٢ ثانية',
      '١',
      '٤٢ ثانية',
      'دقيقة و٢٠ ثانية',
      '٣',
      '١',
    ]);
    expect(shown.querySelector('time')!.textContent).to.match(/^[٠-٩]{1,2}:٠١:٠٠ [صم]$/);
  });
});
