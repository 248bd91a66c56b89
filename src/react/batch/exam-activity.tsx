import { useId, useMemo, useState } from 'react';
import type { IntegrityRow } from '../../core/api/schemas/exam-integrity';
import { boardExams, type BoardExam } from '../../core/integrity/board-words';
import { batchIntegrityStore } from '../../core/integrity/integrity-store';
import { spanText } from '../../core/integrity/integrity-words';
import { integrityDictionary } from '../../core/integrity/strings';
import { loadDictionary } from '../../core/locale/i18n';
import { $locale } from '../../core/locale/locale-store';
import { formatInteger } from '../../core/locale/numbers';
import { Alert, Button, Spinner } from '../ui/controls';
import { lazyPart } from '../ui/lazy-part';
import integrityCss from '../ui/styles/integrity.css?inline';
import { useDictionary, useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useStyles } from '../ui/use-styles';
import { AttemptTimelineDialog } from './attempt-timeline';
import { EmptyState } from './table-tools';
import { TableScroll } from './table-scroll';

const STYLES = [integrityCss];

// The live board (#33) is its own chunk, fetched when a trainer opens it: the section's first load does not grow.
const ExamBoardDialog = lazyPart(() => import('./exam-board').then((module) => module.ExamBoardDialog));

/** The section's words, fetched with its code so it renders in one go. */
export const loadActivityWords = (): Promise<void> => loadDictionary(integrityDictionary, $locale.get());

/** One attempt's row: who, which exam, time away (how often), the longest absence, counted events, offline. */
function ActivityRow({ row, onOpen }: { row: IntegrityRow; onOpen: (row: IntegrityRow) => void }) {
  const { t, locale } = useI18n();
  const { summary } = row;
  return (
    <tr part="row" data-attempt-id={row.attempt_id}>
      <th scope="row" className="cell-name">
        <bdi>{row.name}</bdi>
      </th>
      <td data-label={t('integrity.batch.exam')}>
        <span>
          <bdi>{row.exam_title}</bdi>
          {!row.completed && <span className="integrity-badge">{t('integrity.batch.inProgress')}</span>}
        </span>
      </td>
      <td data-label={t('integrity.batch.awayTime')} data-fact="away-time">
        {spanText(summary.away_ms, locale)}
      </td>
      <td data-label={t('integrity.batch.longest')} data-fact="longest">
        {spanText(summary.longest_away_ms, locale)}
      </td>
      <td data-label={t('integrity.batch.counted')} data-fact="counted">
        {formatInteger(summary.counted, locale)}
      </td>
      <td data-label={t('integrity.batch.offline')} data-fact="offline">
        {spanText(summary.offline_ms, locale)}
      </td>
      <td className="cell-menu">
        <Button
          variant="secondary"
          data-action="timeline"
          aria-label={t('integrity.batch.openLabel', { name: row.name, exam: row.exam_title })}
          onClick={() => onOpen(row)}
        >
          {t('integrity.batch.open')}
        </Button>
      </td>
    </tr>
  );
}

/** A live board button per exam with attempts, running exams first; each opens that exam's board. */
function BoardLaunchers({ exams, onOpen }: { exams: BoardExam[]; onOpen: (exam: BoardExam) => void }) {
  const { t } = useI18n();
  return (
    <ul className="stack board-launchers" part="board-launchers">
      {exams.map((exam) => (
        <li key={exam.exam_no} data-exam-no={exam.exam_no}>
          <bdi>{exam.exam_title}</bdi>
          {exam.running && <span className="integrity-badge">{t('integrity.batch.inProgress')}</span>}
          <Button
            variant="secondary"
            data-action="board"
            aria-label={t('integrity.board.openLabel', { exam: exam.exam_title })}
            onClick={() => onOpen(exam)}
          >
            {t('integrity.board.open')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The batch's exam activity (#33), below the score grid: one row per started attempt, most time away first (the
 * server's order), each opening that attempt's timeline; loading, error with a retry, and empty states.
 */
export function ExamActivity({ batchNo }: { batchNo: string }) {
  useDictionary(integrityDictionary);
  useStyles('view', STYLES);
  const { t } = useI18n();
  const headingId = useId();
  const store = batchIntegrityStore(batchNo);
  const state = useQueryState(store);
  const [open, setOpen] = useState<IntegrityRow | null>(null);
  const [board, setBoard] = useState<BoardExam | null>(null);
  const rows = state.data?.rows;
  const exams = useMemo(() => boardExams(rows ?? []), [rows]);

  let body;
  if (!rows) {
    body =
      state.status === 'error' ? (
        <div className="integrity-state" role="alert">
          <p>{t('integrity.batch.failed')}</p>
          <Button variant="secondary" onClick={() => void store.load({ force: true })}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('integrity.batch.loading')} />
      );
  } else if (rows.length === 0) {
    body = <EmptyState text={t('integrity.batch.empty')} />;
  } else {
    body = (
      <TableScroll name={t('integrity.batch.title')} part="table">
        <table className="batch-table card-table integrity-table">
          <caption className="sr-only">{t('integrity.batch.intro')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('integrity.batch.learner')}</th>
              <th scope="col">{t('integrity.batch.exam')}</th>
              <th scope="col">{t('integrity.batch.awayTime')}</th>
              <th scope="col">{t('integrity.batch.longest')}</th>
              <th scope="col">{t('integrity.batch.counted')}</th>
              <th scope="col">{t('integrity.batch.offline')}</th>
              <th scope="col">{t('integrity.batch.timeline')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ActivityRow key={row.attempt_id} row={row} onOpen={setOpen} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <section
      className="stack integrity-section"
      part="exam-activity"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id={headingId}>{t('integrity.batch.title')}</h2>
      <p className="muted">{t('integrity.batch.intro')}</p>
      {state.status === 'error' && rows && <Alert variant="danger">{t('integrity.batch.failed')}</Alert>}
      {exams.length > 0 && <BoardLaunchers exams={exams} onOpen={setBoard} />}
      {body}
      {board && <ExamBoardDialog exam={board} onClose={() => setBoard(null)} />}
      {open && <AttemptTimelineDialog batchNo={batchNo} row={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
