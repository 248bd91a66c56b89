// Shared helpers of the trainer's lecture QR journeys (tests/e2e/lecture-qr/**): strings, the seeded lectures and the
// locators of `<academy-lecture-qr>` (they pierce its open shadow root).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LectureQrData } from '../../../src/core/api/schemas/attendance';
import { lectureQrAr } from '../../../src/core/lecture-qr/strings/ar';
import { lectureQrEn } from '../../../src/core/lecture-qr/strings/en';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { durationAr } from '../../../src/core/locale/dictionaries/duration/ar';
import { durationEn } from '../../../src/core/locale/dictionaries/duration/en';
import { format } from '../login/support';
import type { Lang, StoredSession } from '../_infra/fixtures';

export { format };

/** §8 texts verbatim from the spec: English journeys assert these, Arabic ones the Arabic dictionary. */
const SPEC_EN = {
  notAvailable: 'QR Code not available',
  missing: 'Lecture you are trying to access does not exist.',
  ongoing: 'Lecture is currently ongoing',
  startsIn: 'The lecture starts in: {{duration}}',
};

/** The lecture QR strings a journey asserts in `lang`: the dictionary, with the spec's own English where it has some. */
export function lectureQrTexts(lang: Lang) {
  const t = (lang === 'ar' ? lectureQrAr : lectureQrEn).lectureQr;
  const spec =
    lang === 'en'
      ? SPEC_EN
      : {
          notAvailable: t.unavailable,
          missing: t.status.missing,
          ongoing: t.status.ongoing,
          startsIn: t.status.startsIn,
        };
  return { t, spec, common: commonDictionary[lang].common };
}

/** `<academy-lecture-qr>` (anywhere on the page) and its parts. */
export function lectureQrPage(page: Page) {
  const host = page.locator('academy-lecture-qr');
  return {
    host,
    heading: host.locator('h1'),
    back: host.locator('[part~="back"]'),
    online: host.locator('[part~="online"]'),
    refresh: host.locator('[part~="refresh"]'),
    banner: host.locator('[part~="status-banner"]'),
    // CSS, not role: print hides it, and a role locator would not find a hidden one.
    tablist: host.locator('[role="tablist"]'),
    tab: (name: string) => host.getByRole('tab', { name, exact: true }),
    codes: host.locator('[part~="code"]'),
    /** The drawn code (the inline SVG) of one entry type. */
    code: (entry: 'IN' | 'OUT') => host.locator(`[part~="code"][data-entry="${entry}"] svg[role="img"]`),
    typedCode: (entry: 'IN' | 'OUT') => host.locator(`[part~="code"][data-entry="${entry}"] [part~="typed-code"]`),
    unavailable: host.locator('[part~="unavailable"]'),
    instruction: host.locator('[part~="instruction"]'),
    roster: host.locator('[part~="roster"]'),
    column: (state: 'checked_in' | 'checked_out' | 'not_yet') =>
      host.locator(`[part~="roster-column"][data-state="${state}"]`),
    notFound: host.locator('[part~="not-found"]'),
  };
}

export type LectureQrPage = ReturnType<typeof lectureQrPage>;

/** The participant ids listed in a roster column, in order. */
export const participantsIn = (column: Locator) =>
  column
    .locator('[part~="roster-person"]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-participant'))));

/** The lecture's QR data as the reference API answers the trainer now (to assert what the page must show for it). */
export async function lectureQrData(
  request: APIRequestContext,
  session: StoredSession | null,
  lectureId: number,
): Promise<LectureQrData> {
  const res = await request.post('/backend/attendance/view/qr', {
    headers: { Authorization: `Bearer ${session?.token ?? ''}` },
    data: { related_type: 'lecture', related_id: String(lectureId) },
  });
  if (!res.ok()) throw new Error(`attendance/view/qr ${lectureId} → HTTP ${res.status()}`);
  return ((await res.json()) as { data: LectureQrData }).data;
}

/** A duration as the banner writes it ('2 hours, 5 minutes' / 'ساعتان و٥ دقائق'): one to three units. */
export function durationPattern(lang: Lang): string {
  const units = lang === 'ar' ? durationAr : durationEn;
  const unit = (forms: Record<string, string>) =>
    `(?:${Object.values(forms)
      .map((form) => form.replace('{{count}}', '[0-9٠-٩]+'))
      .join('|')})`;
  const any = `(?:${unit(units.hours)}|${unit(units.minutes)}|${unit(units.seconds)})`;
  return `${any}(?:${units.separator}${any}){0,2}`;
}
