import { useMemo, type CSSProperties } from 'react';
import type { Label } from '../../../core/api/schemas/batch';
import { pillColours } from '../../../core/batch/status-colour';

/** §3 a status_lbl as a pill: its label always, the server's colour behind it with text that reads on it (never colour alone). */
export function StatusPill({ status }: { status: Label }) {
  const colours = useMemo(() => pillColours(status.color), [status.color]);
  if (!status.label) return null;
  // Custom properties through CSSOM (React sets them with setProperty), so the page CSP's style-src still holds.
  const style = colours
    ? ({ '--pill-background': colours.background, '--pill-text': colours.text } as CSSProperties)
    : undefined;
  return (
    <span
      className="badge status-pill"
      part="status"
      data-status={status.label}
      data-coloured={colours ? '' : undefined}
      style={style}
    >
      {status.label}
    </span>
  );
}
