// <academy-profile>'s calendar choice (#34) in real Chromium: saved with the user, and every date on the page
// (the choices' own examples, the activity times) re-rendered in the new calendar, in both languages.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { $calendar } from '../../../src/core/locale/calendar-store';
import { DATE_STYLE, DATE_TIME_STYLE, formatDate } from '../../../src/core/locale/dates';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-profile';
import { FIRST_DAYS, MONTHS_AR, MONTHS_EN } from '../../support/umm-al-qura-days';
import { mount, realClick, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';

const AT = '2026-11-15T09:00:00Z';
let network: ReturnType<typeof stubFetch>;

async function mountProfile(): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'base/activity/history/user/name/7': [
      { id: 1, type: 'updated', icon: 'edit', message: 'Profile name updated', created_at: AT },
    ],
    'user/mail/preferences': [],
    'PUT user/calendar': (call: { body: unknown }) => ({ ...USER, ...(call.body as object) }),
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-profile></academy-profile>');
  await shadowQuery(el, '[part~="calendar"] input[value="gregory"]');
  return el;
}

const radio = (el: HTMLElement, value: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`[part~="calendar"] input[value="${value}"]`)!;

/** A real click on a choice, scrolled into the viewport first (the card sits below the name form). */
async function choose(el: HTMLElement, value: string): Promise<void> {
  radio(el, value).scrollIntoView({ block: 'center' });
  await realClick(radio(el, value));
}
const activityTitle = (el: HTMLElement) => el.shadowRoot!.querySelector('time.activity-time')?.getAttribute('title');

describe('<academy-profile> calendar', () => {
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('Chromium gives the pinned Umm al-Qura forms Node gives', () => {
    const utc = { ...DATE_STYLE, timeZone: 'UTC' };
    const arabicYear = (year: number) => String(year).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    for (const [day, month, year] of FIRST_DAYS) {
      const at = `${day}T12:00:00Z`;
      expect(formatDate(at, 'en', utc, 'islamic-umalqura'), day).to.equal(`1 ${MONTHS_EN[month - 1]} ${year} AH`);
      expect(formatDate(at, 'ar', utc, 'islamic-umalqura'), day).to.equal(
        `١ ${MONTHS_AR[month - 1]} ${arabicYear(year)} هـ`,
      );
    }
    expect(formatDate('2025-03-01T12:00:00Z', 'en', utc, 'islamic-umalqura')).to.equal('1 Ramadan 1446 AH');
    expect(formatDate('2024-09-04T12:00:00Z', 'en', utc, 'islamic-umalqura')).to.equal('1 Rabiʻ I 1446 AH');
    expect(formatDate('2026-11-15T12:00:00Z', 'ar', utc, 'islamic-umalqura')).to.equal('٥ جمادى الآخرة ١٤٤٨ هـ');
    expect(formatDate('2026-11-15T12:00:00Z', 'ar', utc, 'both')).to.equal('٥ جمادى الآخرة ١٤٤٨ هـ (١٥ نوفمبر ٢٠٢٦)');
  });

  it('switches to Hijri in English and to both in Arabic, saving each with the user', async () => {
    setLanguage('en');
    const el = await mountProfile();
    await waitFor(() => activityTitle(el), 'activity time');
    expect(activityTitle(el)).to.equal(formatDate(AT, 'en', DATE_TIME_STYLE, 'gregory'));
    expect(radio(el, 'gregory').checked).to.equal(true);

    await choose(el, 'islamic-umalqura');
    await waitFor(() => $calendar.get() === 'islamic-umalqura', 'saved calendar');
    expect(network.calls.find((c) => c.method === 'PUT')?.body).to.deep.equal({ calendar: 'islamic-umalqura' });
    await waitFor(() => activityTitle(el)?.includes('Jumada II 1448 AH'), 'Hijri activity time');
    expect(radio(el, 'islamic-umalqura').checked).to.equal(true);

    setLanguage('ar');
    await waitFor(() => activityTitle(el)?.includes('جمادى الآخرة ١٤٤٨ هـ'), 'Arabic Hijri activity time');
    await choose(el, 'both');
    await waitFor(() => $calendar.get() === 'both', 'both');
    await waitFor(() => activityTitle(el) === formatDate(AT, 'ar', DATE_TIME_STYLE, 'both'), 'both, Arabic');
    expect(activityTitle(el)).to.match(/هـ \(.*٢٠٢٦\)، /);
    const label = radio(el, 'both').closest('label')!;
    expect(label.textContent).to.contain('الهجري مع الميلادي');
  });
});
