import { useId, useState, type ReactNode } from 'react';
import type { Course, CourseChapter, CourseContent, CourseProgress } from '../../core/api/schemas/course';
import { contentsOf, locateContent } from '../../core/course/course-tree';
import { completedShare, isContentComplete } from '../../core/course/progress-status';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { typeLabelKey } from './type-label';
import { ChevronIcon, CloseIcon, DoneIcon, PendingIcon, TypeIcon } from './course-icons';

interface TocProps {
  course: Course;
  record: CourseProgress | null | undefined;
  currentId: string;
  onChoose: (contentId: string) => void;
  /** Set on small screens, where the table of contents is a drawer with a close button. */
  onClose?: (() => void) | undefined;
}

/** The ids open at first: the unit and chapter of the shown content. */
function initiallyOpen(course: Course, currentId: string): Set<string> {
  const place = locateContent(course, currentId);
  return new Set(place ? [place.unit.id, `${place.unit.id}/${place.chapter.id}`] : []);
}

function ContentItem({
  content,
  record,
  current,
  onChoose,
}: {
  content: CourseContent;
  record: TocProps['record'];
  current: boolean;
  onChoose: (id: string) => void;
}) {
  const { t } = useI18n();
  const done = isContentComplete(record, content.id);
  return (
    <li>
      <button
        type="button"
        className="toc-content"
        part="toc-content"
        data-content-id={content.id}
        data-done={done}
        aria-current={current ? 'true' : undefined}
        onClick={() => onChoose(content.id)}
      >
        <TypeIcon type={content.type} />
        <span className="toc-content-title" dir="auto">
          {content.title}
        </span>
        <span className="sr-only">{`, ${t(typeLabelKey(content.type))}`}</span>
        {done ? <DoneIcon className="toc-done" /> : <PendingIcon className="toc-pending" />}
        <span className="sr-only">{`, ${done ? t('course.toc.done') : t('course.toc.notDone')}`}</span>
      </button>
    </li>
  );
}

function Branch({
  id,
  title,
  open,
  onToggle,
  level,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: (id: string) => void;
  level: 3 | 4;
  children: ReactNode;
}) {
  const listId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <li className={`toc-branch toc-level-${level}`}>
      <Heading>
        <button
          type="button"
          className="toc-toggle"
          part="toc-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onToggle(id)}
        >
          <span className="toc-chevron mirror-rtl">
            <ChevronIcon />
          </span>
          <span dir="auto">{title}</span>
        </button>
      </Heading>
      <ul id={listId} className="toc-list" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

/** §2 sidebar: units → chapters → contents, expand-all / collapse-all and the overall progress bar (§4 shares). */
export function CourseToc({ course, record, currentId, onChoose, onClose }: TocProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [open, setOpen] = useState(() => initiallyOpen(course, currentId));
  // Next or Previous into a folded chapter opens it (#29 item 13): the list follows the shown content. Others stay.
  const [shownFor, setShownFor] = useState(currentId);
  if (shownFor !== currentId) {
    setShownFor(currentId);
    const path = [...initiallyOpen(course, currentId)];
    if (path.some((id) => !open.has(id))) setOpen(new Set([...open, ...path]));
  }
  const percent = completedShare(contentsOf(course), record);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  const all = course.units.flatMap((unit) => [unit.id, ...unit.chapters.map((chapter) => `${unit.id}/${chapter.id}`)]);
  const chapterItems = (unitId: string, chapter: CourseChapter) => (
    <Branch
      key={chapter.id}
      id={`${unitId}/${chapter.id}`}
      title={chapter.title}
      open={open.has(`${unitId}/${chapter.id}`)}
      onToggle={toggle}
      level={4}
    >
      {chapter.contents.map((content) => (
        <ContentItem
          key={content.id}
          content={content}
          record={record}
          current={content.id === currentId}
          onChoose={onChoose}
        />
      ))}
    </Branch>
  );
  return (
    <nav className="toc" aria-labelledby={headingId}>
      <div className="toc-head">
        <h2 id={headingId}>{t('course.toc.title')}</h2>
        {onClose && (
          <button
            type="button"
            className="icon-button toc-close"
            part="toc-close"
            aria-label={t('course.toc.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="toc-progress" part="progress">
        <progress max={100} value={percent} aria-label={t('course.toc.progress')} />
        <span className="muted" part="progress-text">
          {t('course.toc.percent', { value: percent })}
        </span>
      </div>
      <div className="row toc-actions">
        <Button variant="text" part="expand-all" onClick={() => setOpen(new Set(all))}>
          {t('course.toc.expandAll')}
        </Button>
        <Button variant="text" part="collapse-all" onClick={() => setOpen(new Set())}>
          {t('course.toc.collapseAll')}
        </Button>
      </div>
      <ul className="toc-list toc-root">
        {course.units.map((unit) => (
          <Branch key={unit.id} id={unit.id} title={unit.title} open={open.has(unit.id)} onToggle={toggle} level={3}>
            {unit.chapters.map((chapter) => chapterItems(unit.id, chapter))}
          </Branch>
        ))}
      </ul>
    </nav>
  );
}
