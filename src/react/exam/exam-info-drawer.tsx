import { useId, useState } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { useI18n } from '../ui/use-i18n';

/** §2 mobile info drawer: participant info, exam info and progress (current question, answered, skipped). */
export function ExamInfoDrawer({
  take,
  counts,
  position,
}: {
  take: ExamTake;
  counts: { attempted: number; skipped: number; total: number };
  position: number | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const participant = take.participant_obj;
  const exam = take.exam_obj;
  return (
    <div className="info-drawer mobile-only">
      <button
        type="button"
        className="button button-text"
        part="info-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('exam.active.info')}
      </button>
      <aside
        id={panelId}
        className="info-panel card"
        part="info-drawer"
        hidden={!open}
        aria-label={t('exam.active.info')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Taken: the host page (a portal's modal) must not close too.
          event.preventDefault();
          setOpen(false);
        }}
      >
        <h2>{t('exam.active.participantInfo')}</h2>
        <p dir="auto">{participant?.name}</p>
        <p className="muted">{participant?.email}</p>
        <h2>{t('exam.active.examInfo')}</h2>
        <p dir="auto">{exam?.title}</p>
        <p className="muted" dir="auto">
          {exam?.batch?.title}
        </p>
        <h2>{t('exam.active.progressInfo')}</h2>
        <ul className="plain-list">
          {position !== null && <li>{t('exam.active.currentQuestion', { n: position })}</li>}
          <li>{t('exam.active.answeredCount', { count: counts.attempted })}</li>
          <li>{t('exam.active.skippedCount', { count: counts.skipped })}</li>
        </ul>
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          {t('exam.active.closeInfo')}
        </button>
      </aside>
    </div>
  );
}
