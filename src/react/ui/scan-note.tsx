import { FlagIcon } from './attendance-icons';

/** A scan's facts as already translated: how it came, where it was taken, and what was flagged. */
export interface ScanNoteTexts {
  method: string | null;
  place: string | null;
  flags: readonly { flag: string; text: string }[];
}

/** The facts of one scan on a line; each flag shows an icon and its words (colour is never the only signal). */
export function ScanNote({ texts }: { texts: ScanNoteTexts }) {
  if (!texts.method && !texts.place && texts.flags.length === 0) return null;
  return (
    <span className="scan-note" part="scan-note">
      {texts.method && <span part="scan-method">{texts.method}</span>}
      {texts.place && <bdi part="scan-place">{texts.place}</bdi>}
      {texts.flags.map(({ flag, text }) => (
        <span key={flag} className="scan-flag" part="scan-flag" data-flag={flag}>
          <FlagIcon />
          {text}
        </span>
      ))}
    </span>
  );
}
