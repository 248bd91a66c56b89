import type { ReactNode } from 'react';
import { useI18n } from '../ui/use-i18n';

interface TableScrollProps {
  /** What the table holds, read out as the region's name ("Participants table"). */
  name: string;
  /** The csspart the scroller already exposes. */
  part: string;
  children: ReactNode;
}

/** A wide table's sideways scroller: focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable). */
export function TableScroll({ name, part, children }: TableScrollProps) {
  const { t } = useI18n();
  return (
    <div className="table-scroll" part={part} tabIndex={0} role="region" aria-label={t('batch.table.region', { name })}>
      {children}
    </div>
  );
}
