import type { AssessmentRow } from '../../core/api/schemas/batch';
import { attendanceMark, MARK_TONES, subAssessmentAt, type AssessmentColumns } from '../../core/batch/assessment-grid';
import { canEditScores } from '../../core/batch/permissions';
import { scoreText } from '../../core/batch/scores';
import { formatInteger, localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { ScoreCell } from './score-cell';
import { TableScroll } from './table-scroll';

interface GridProps {
  rows: readonly AssessmentRow[];
  /** The 1-based number of the first row shown. */
  from: number;
  columns: AssessmentColumns;
  onSave: (row: AssessmentRow, index: number, value: number) => Promise<boolean>;
}

/** §2/§7 the score grid: name and NID, one column per attendance (P / A / L with its word) and per sub-assessment. */
export function AssessmentGrid({ rows, from, columns, onSave }: GridProps) {
  const { t, locale } = useI18n();
  return (
    <TableScroll name={t('batch.assessment.title')} part="table">
      <table className="batch-table card-table assessment-table" aria-label={t('batch.assessment.title')}>
        <thead>
          <tr>
            <th scope="col">{t('batch.assessment.columns.serial')}</th>
            <th scope="col">{t('batch.assessment.columns.name')}</th>
            <th scope="col">{t('batch.assessment.columns.nid')}</th>
            {columns.attendances.map((key) => (
              <th key={`a-${key}`} scope="col" part="attendance-header">
                {key}
              </th>
            ))}
            {columns.subs.map((sub, index) => (
              <th key={`s-${index}`} scope="col" part="sub-header">
                {sub.title}
                {sub.maxScore !== null && (
                  <span className="muted sub-max">
                    {' '}
                    ({t('batch.assessment.columns.max', { max: scoreText(sub.maxScore, locale) })})
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const editable = canEditScores(row);
            return (
              <tr key={row.record_id} part="row" data-record-id={row.record_id}>
                <td className="cell-serial">{formatInteger(from + rowIndex, locale)}</td>
                <th scope="row" className="cell-name">
                  <bdi>{row.user_name}</bdi>
                </th>
                <td data-label={t('batch.assessment.columns.nid')}>
                  <span dir="ltr">{localDigits(row.user_nid ?? '', locale)}</span>
                </td>
                {columns.attendances.map((key) => {
                  const mark = attendanceMark(row, key);
                  return (
                    <td key={`a-${key}`} data-label={key}>
                      {mark ? (
                        <span className={`mark mark-${MARK_TONES[mark]}`} part="mark" data-mark={mark}>
                          <span aria-hidden="true">{t(`batch.assessment.markLetters.${mark}`)}</span>
                          <span className="sr-only">{t(`batch.assessment.marks.${mark}`)}</span>
                        </span>
                      ) : (
                        <span className="muted">{t('batch.assessment.marks.none')}</span>
                      )}
                    </td>
                  );
                })}
                {columns.subs.map((column, index) => {
                  const sub = subAssessmentAt(row, index);
                  if (!sub) return <td key={`s-${index}`} data-label={column.title} />;
                  return (
                    <td key={`s-${index}`} data-label={column.title}>
                      {editable ? (
                        <ScoreCell
                          sub={sub}
                          columnMax={column.maxScore}
                          label={t('batch.assessment.scoreLabel', { title: column.title, name: row.user_name })}
                          onSave={(value) => onSave(row, index, value)}
                        />
                      ) : (
                        <span part="score">{scoreText(sub.scored, locale)}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
