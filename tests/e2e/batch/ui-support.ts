// Shared helpers of the batch page's participants and assessment journeys (tests/e2e/batch/participants.spec.ts,
// assessment.spec.ts): strings and the locators of `<academy-batch>` (they pierce its open shadow root).
import type { Locator, Page } from '@playwright/test';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { BATCH_VALIDATION_EN } from '../../../src/core/batch/validation-messages';
import type { Lang } from '../_infra/fixtures';

/** The batch `trainer` teaches that the dashboard links to (60+ participants, criteria with sub-criteria). */
export const TRAINER_BATCH_NO = BATCH_NO.fireMorning;

/** The batch strings a journey asserts in `lang`; English score messages are the spec's own (§5). */
export function batchTexts(lang: Lang) {
  const t = (lang === 'ar' ? batchAr : batchEn).batch;
  const spec =
    lang === 'en'
      ? {
          negative: BATCH_VALIDATION_EN['batch.validation.scoreNegative'],
          aboveMax: BATCH_VALIDATION_EN['batch.validation.scoreAboveMax'],
        }
      : { negative: t.validation.scoreNegative, aboveMax: t.validation.scoreAboveMax };
  return { t, spec };
}

/** `<academy-batch>` and its parts. */
export function batchPage(page: Page) {
  const host = page.locator('academy-batch');
  return {
    host,
    heading: host.locator('[part~="header"] h1'),
    tabs: host.locator('[role="tab"]'),
    selectedTab: host.locator('[role="tab"][aria-selected="true"]'),
    search: host.locator('input[type="search"]'),
    pageSize: host.locator('select[part~="page-size"]'),
    rows: host.locator('tbody [part~="row"]'),
    range: host.locator('[part~="range"]'),
    pageStatus: host.locator('[part~="page-status"]'),
    pager: host.locator('[part~="pager"]'),
    empty: host.locator('[part~="empty"]'),
    notFound: host.locator('[part~="not-found"]'),
    scoreInputs: host.locator('input[part~="score-input"]'),
    refresh: host.locator('[part~="refresh"]'),
  };
}

/** The message under a score input. */
export const scoreError = (input: Locator): Locator => input.locator('xpath=..').locator('[part~="score-error"]');

/** The 'from-to of total' text's total. */
export async function totalOf(range: Locator): Promise<number> {
  const text = (await range.textContent()) ?? '';
  const latin = text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
  return Number(/(\d+)\D*$/.exec(latin)?.[1] ?? NaN);
}
