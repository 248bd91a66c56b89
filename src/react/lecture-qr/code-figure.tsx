import type { LectureCode } from '../../core/api/schemas/attendance';
import { groupTypedCode, type QrTab } from '../../core/lecture-qr/lecture-qr-rules';
import { QrCode } from '../ui/qr-code';
import { useI18n } from '../ui/use-i18n';

interface CodeFigureProps {
  entry: QrTab['codes'][number];
  code: LectureCode;
  lectureTitle: string;
  /** The size class (§9 steps) or the presentation's. */
  sizeClass: string;
  /** The figure's CSS part: code, presented-code or print-code. */
  part: string;
}

/** One server-issued code: the QR to draw, what it is for, and its number for a learner whose camera fails. */
export function CodeFigure({ entry, code, lectureTitle, sizeClass, part }: CodeFigureProps) {
  const { t, locale } = useI18n();
  return (
    <figure className={`qr-figure ${sizeClass}`} part={part} data-entry={entry}>
      <QrCode
        className="qr-svg"
        value={code.qr_content}
        label={t('lectureQr.code.image', { action: t(`lectureQr.code.${entry}`), lecture: lectureTitle })}
      />
      <figcaption className="qr-caption">
        <span>{t(`lectureQr.code.${entry}`)}</span>
        <span className="typed-code">
          <span className="typed-label">{t('lectureQr.code.typedLabel')}</span>
          {/* Digits read left to right in both languages, grouped by three. */}
          <span className="typed-digits" dir="ltr" part="typed-code" data-code={code.typed_code}>
            {groupTypedCode(code.typed_code, locale)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
