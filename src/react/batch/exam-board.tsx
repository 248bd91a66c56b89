import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { getExamBoard } from '../../core/api/exam-board';
import type { AttemptClock } from '../../core/api/schemas/exam-allowances';
import type { BoardRow, ExamBoard } from '../../core/api/schemas/exam-board';
import { createBoardPoll } from '../../core/integrity/board-store';
import { boardNews, boardTime, clockText, type BoardExam } from '../../core/integrity/board-words';
import { spanText } from '../../core/integrity/integrity-words';
import { formatInteger } from '../../core/locale/numbers';
import { Button, Spinner } from '../ui/controls';
import { CheckCircleIcon } from '../ui/icons';
import { CloudOffIcon } from '../ui/feature-icons';
import { Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';
import { ExtendForm, type OnExtended } from './exam-board-extend';
import { TableScroll } from './table-scroll';

const COLUMNS = [
  'integrity.batch.learner',
  'integrity.board.timeLeft',
  'integrity.board.answered',
  'integrity.board.lastSave',
  'integrity.board.connection',
  'integrity.batch.awayTime',
  'integrity.batch.counted',
  'integrity.board.addTime',
] as const;

/** One attempt on the board: who, time left (or finished), answered, last save, online, time away, events. */
function BoardRowView({ row, total, onExtended }: { row: BoardRow; total: number; onExtended: OnExtended }) {
  const { t, locale } = useI18n();
  const running = !row.completed;
  // Each figure's cell in the columns' order, with its column's words as the card label below 768 px.
  const facts: [string, ReactNode][] = [
    ['time-left', running ? clockText(row.remaining_time, locale) : t('integrity.board.finished')],
    [
      'answered',
      t('integrity.board.answeredOf', {
        answered: formatInteger(row.answered, locale),
        total: formatInteger(total, locale),
      }),
    ],
    ['last-save', boardTime(row.last_save_at, locale) || t('integrity.board.never')],
    [
      'connection',
      <span className="board-presence" data-online={row.online}>
        {row.online ? <CheckCircleIcon /> : <CloudOffIcon />}
        {t(row.online ? 'integrity.board.online' : 'integrity.board.offline')}
      </span>,
    ],
    ['away-time', spanText(row.summary.away_ms, locale)],
    ['counted', formatInteger(row.summary.counted, locale)],
  ];
  return (
    <tr part="board-row" data-attempt-id={row.attempt_id} data-running={running}>
      <th scope="row" className="cell-name">
        <bdi>{row.name}</bdi>
      </th>
      {facts.map(([fact, value], index) => (
        <td key={fact} data-label={t(COLUMNS[index + 1]!)} data-fact={fact}>
          {value}
        </td>
      ))}
      <td className="cell-extend" data-label={running ? t('integrity.board.addTime') : undefined}>
        {running && <ExtendForm row={row} onExtended={onExtended} />}
      </td>
    </tr>
  );
}

/** The board's table in the server's order: running attempts first, then by name. */
function BoardTable({ board, onExtended }: { board: ExamBoard; onExtended: OnExtended }) {
  const { t } = useI18n();
  const { rows } = board;
  if (rows.length === 0) return <p className="muted">{t('integrity.board.empty')}</p>;
  return (
    <TableScroll name={t('integrity.board.open')} part="board-table">
      <table className="batch-table card-table integrity-table board-table">
        <caption className="sr-only">{t('integrity.board.open')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <BoardRowView key={row.attempt_id} row={row} total={board.total_questions} onExtended={onExtended} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The live exam board (#33) in a modal: every attempt at one exam, asked again every few seconds while open (stopped
 * when closed or the element goes), a stale note with the last update's time when a poll fails, and Add time per
 * running attempt. The live region speaks only when the online or finished counts change, or time is added.
 */
export function ExamBoardDialog({ exam, onClose }: { exam: BoardExam; onClose: () => void }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const poll = useMemo(() => createBoardPoll(() => getExamBoard(exam.exam_no)), [exam.exam_no]);
  useEffect(() => {
    poll.start();
    return () => poll.stop();
  }, [poll]);
  const state = useStore(poll.$state);
  const [news, setNews] = useState('');
  const seen = useRef<ExamBoard | null>(null);

  useEffect(() => {
    if (!state.board) return;
    const text = boardNews(seen.current, state.board, locale);
    seen.current = state.board;
    if (text) setNews(text);
  }, [state.board, locale]);

  const extended: OnExtended = (row, minutes, clock: AttemptClock) => {
    // The answer's counts are not the poll's news: keep the baseline in step so the next poll does not repeat it.
    poll.applyClock(row.attempt_id, clock);
    seen.current = poll.$state.get().board;
    setNews(
      t('integrity.board.added', {
        added: spanText(minutes * 60_000, locale),
        name: row.name,
        time: clockText(clock.remaining_time, locale),
      }),
    );
  };

  let body;
  if (state.board) {
    body = <BoardTable board={state.board} onExtended={extended} />;
  } else if (state.stale) {
    body = (
      <p className="integrity-state" role="alert">
        {t('integrity.board.failed')}
      </p>
    );
  } else {
    body = <Spinner label={t('integrity.board.loading')} />;
  }

  return (
    <Modal part="dialog board-dialog" labelledBy={titleId} onClose={onClose} className="integrity-dialog board-dialog">
      <div className="row spread integrity-dialog-head">
        <div>
          <h2 id={titleId}>
            <bdi>{state.board?.exam_title ?? exam.exam_title}</bdi>
          </h2>
          <p className="muted">{t('integrity.board.open')}</p>
        </div>
        <Button variant="secondary" data-action="close" onClick={onClose}>
          {t('integrity.timeline.close')}
        </Button>
      </div>
      {state.stale && state.board && (
        <p className="board-stale">{t('integrity.board.stale', { time: boardTime(state.updatedAt, locale) })}</p>
      )}
      <p className="sr-only" role="status" aria-live="polite" data-board-news="">
        {news}
      </p>
      <div className="stack" aria-busy={!state.board && !state.stale ? true : undefined}>
        {body}
      </div>
    </Modal>
  );
}
