import { useId, type ReactNode } from 'react';
import type { Section } from '../../core/dashboard/sections';
import { useI18n } from '../ui/use-i18n';

interface CardProps {
  /** The card's parts, literal at each use so the manifest test finds them: 'card' and the card's own name (also its `data-card`). */
  part: string;
  title: string;
  /** Shown beside the title (a 'View all' toggle, a link). */
  action?: ReactNode;
  className?: string;
  /** A card with a maximum height scrolls; keyboard users reach it with Tab. */
  scrollable?: boolean;
  children: ReactNode;
}

/** A titled dashboard card: a labelled region with a level-2 heading. */
export function Card({ part, title, action, className, scrollable, children }: CardProps) {
  const id = useId();
  return (
    <section
      className={['card', 'dash-card', className ?? ''].join(' ').trim()}
      part={part}
      data-card={part.split(' ').pop()}
      aria-labelledby={id}
      tabIndex={scrollable ? 0 : undefined}
    >
      <div className="dash-card-head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A card over one validated section: its own error when the section was malformed, an empty state, or the items. */
export function SectionCard<T>({
  section,
  empty,
  render,
  ...card
}: Omit<CardProps, 'children'> & { section: Section<T>; empty: string; render: (items: T[]) => ReactNode }) {
  const { t } = useI18n();
  let body: ReactNode;
  if (!section.ok)
    body = (
      <p className="dash-card-error" role="alert" part="card-error">
        {t('dashboard.sectionFailed')}
      </p>
    );
  else if (section.items.length === 0) body = <p className="muted dash-empty">{empty}</p>;
  else body = render(section.items);
  return <Card {...card}>{body}</Card>;
}
