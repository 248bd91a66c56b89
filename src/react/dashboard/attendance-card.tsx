import { useId } from 'react';
import type { ScheduleItem } from '../../core/api/schemas/dashboard';
import { SCANNER_PATH } from '../../core/dashboard/links';
import { attendanceStep, type AttendanceStep } from '../../core/dashboard/schedule';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { Card } from './card';
import { useFormat } from './use-format';

const STEP_TEXT = {
  scan: 'dashboard.qr.text',
  'check-out': 'dashboard.qr.checkedIn',
  done: 'dashboard.qr.checkedOut',
} as const satisfies Record<AttendanceStep, string>;

/** Learner: the QR attendance card for today's active session, or the discovery hero when none is running. */
export function AttendanceCard({ session }: { session: ScheduleItem | null }) {
  const { t } = useI18n();
  const format = useFormat();
  const heroId = useId();
  const step = session ? attendanceStep(session) : 'scan';
  if (!session) {
    return (
      <section
        className="dash-hero dash-wide"
        part="discovery-hero"
        data-card="discovery-hero"
        aria-labelledby={heroId}
      >
        <h2 id={heroId}>{t('dashboard.hero.title')}</h2>
        <p>{t('dashboard.hero.text')}</p>
      </section>
    );
  }
  return (
    <Card part="card attendance" title={t('dashboard.qr.title')} className="dash-wide dash-attendance">
      <p>
        <strong>{session.title}</strong>
        {session.course_name && <> · {session.course_name}</>}
      </p>
      <p className="muted">
        <bdi>{format.timeRange(session)}</bdi>
        {session.venue && <> · {t('dashboard.venue', { venue: session.venue })}</>}
      </p>
      <p data-step={step}>{t(STEP_TEXT[step])}</p>
      {step !== 'done' && (
        <NavLink className="button button-primary" to={SCANNER_PATH}>
          {t('dashboard.qr.scan')}
        </NavLink>
      )}
    </Card>
  );
}
