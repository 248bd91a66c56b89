// Every element page of the demo host as the axe matrix opens it (tests/e2e/shell/axe-matrix.spec.ts): its path, the
// account that sees it and what shows once its data has arrived.
import type { Locator } from '@playwright/test';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { BATCH_NO, LECTURE } from '../../../demo/api/features/batch/ids';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { LEARNER_OPEN_TICKET_NO } from '../../../demo/api/features/tickets/ids';
import type { DemoAccount } from './fixtures';

export interface AxeScreen {
  /** Test title and failure messages. */
  name: string;
  path: string;
  /** The element the scan is limited to. */
  tag: string;
  /** Who opens it (null: a guest). */
  account: DemoAccount | null;
  /** Locators inside the element that are visible once the page shows its data (not a skeleton or a spinner). */
  ready: (host: Locator) => Locator[];
}

const part = (host: Locator, name: string) => host.locator(`[part~="${name}"]`).first();
const batchTab = (tab: string, shows: string): AxeScreen => ({
  name: `batch ${tab}`,
  path: `/trainer/batch/${BATCH_NO.fireMorning}?tab=${tab}`,
  tag: 'academy-batch',
  account: 'trainer',
  ready: (host) => [part(host, 'tab-selected'), host.locator(shows).first()],
});

export const AXE_SCREENS: readonly AxeScreen[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    tag: 'academy-login',
    account: null,
    ready: (host) => [host.locator('h1'), host.locator('input').first()],
  },
  {
    name: 'learner dashboard',
    path: '/dashboard',
    tag: 'academy-dashboard',
    account: 'learner',
    ready: (host) => [
      host.locator('[data-card="active-courses"]'),
      host.locator('[data-card="upcoming-exams"] li').first(),
    ],
  },
  {
    name: 'trainer dashboard',
    path: '/dashboard',
    tag: 'academy-dashboard',
    account: 'trainer',
    ready: (host) => [host.locator('h1'), host.locator('[data-card] li').first()],
  },
  {
    name: 'course',
    path: `/course/${COURSE.fireSafety}/${PROGRESS.learnerFireSafety}`,
    tag: 'academy-course',
    account: 'learner',
    ready: (host) => [host.locator('h1'), part(host, 'content').locator('h2'), part(host, 'next')],
  },
  {
    name: 'exam take (instructions)',
    path: `/app/exam/${EXAM.fireTotalTimer}/take`,
    tag: 'academy-exam',
    account: 'learner',
    ready: (host) => [part(host, 'instructions').locator('h1'), part(host, 'info-card'), part(host, 'start')],
  },
  {
    name: 'exam result',
    path: `/app/exam/${EXAM.guardFinal}/result`,
    tag: 'academy-exam',
    account: 'learner',
    ready: (host) => [host.locator('h1'), part(host, 'result-info'), part(host, 'result-status')],
  },
  {
    name: 'scanner',
    path: '/attendance/scanner',
    tag: 'academy-scanner',
    account: 'learner',
    ready: (host) => [host.locator('h1'), host.locator('[part~="location-banner"][data-status="verified"]')],
  },
  {
    name: 'lecture QR',
    path: `/trainer/qr/${LECTURE.fireNow}`,
    tag: 'academy-lecture-qr',
    account: 'trainer',
    ready: (host) => [part(host, 'qr').locator('svg[role="img"]').first(), part(host, 'roster-counts')],
  },
  batchTab('participants', 'tbody [part~="row"]'),
  batchTab('attendance', 'tr[data-record]'),
  batchTab('assessment', 'input[part~="score-input"]'),
  {
    name: 'tickets list',
    path: '/support/tickets',
    tag: 'academy-tickets',
    account: 'learner',
    ready: (host) => [host.locator('h1'), part(host, 'row')],
  },
  {
    name: 'ticket',
    path: `/support/tickets/${LEARNER_OPEN_TICKET_NO}`,
    tag: 'academy-tickets',
    account: 'learner',
    ready: (host) => [part(host, 'details'), part(host, 'message'), part(host, 'reply')],
  },
  {
    name: 'profile',
    path: '/profile/settings',
    tag: 'academy-profile',
    account: 'learner',
    ready: (host) => [host.locator('[data-field="name"]'), part(host, 'activity-item')],
  },
  {
    name: 'content page',
    path: '/content/dynamic-button/1',
    tag: 'academy-content',
    account: 'learner',
    ready: (host) => [
      part(host, 'title'),
      host.locator('.content-body h2'),
      host.locator('iframe[part~="document-frame"]'),
    ],
  },
];
