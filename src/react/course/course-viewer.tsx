import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { Course, CourseProgress } from '../../core/api/schemas/course';
import { contentPath } from '../../core/course/course-paths';
import { flattenCourse, locateContent, neighbours } from '../../core/course/course-tree';
import { initialContentId } from '../../core/course/progress-rules';
import { isContentComplete } from '../../core/course/progress-status';
import { Button } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { ContentView } from './content-view';
import { MenuIcon, NextIcon, PreviousIcon } from './course-icons';
import { BackLink } from './course-states';
import { CourseToc } from './course-toc';
import { useCourseProgress } from './use-course-progress';
import { useNarrow } from './use-narrow';

interface ViewerProps {
  course: Course;
  serverRecord: CourseProgress | null | undefined;
  progressId: string | undefined;
  /** The content named in the route, if any. */
  requested: string | undefined;
  userId: string;
}

/**
 * §2 course viewer: header (back, previous / next), the table of contents (sidebar, or a drawer below 768 px), the
 * shown content, and the footer (mark complete / unmark, unit and chapter, show/hide contents). The URL follows the
 * shown content; a new `content-id` from the host shows that content.
 */
export function CourseViewer({ course, serverRecord, progressId, requested, userId }: ViewerProps) {
  const { t } = useI18n();
  const { navigate } = useElement();
  const progress = useCourseProgress(course, progressId, serverRecord);
  const { record } = progress;
  const narrow = useNarrow();
  const [tocOpen, setTocOpen] = useState(!narrow);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  const [shown, setShown] = useState(() => initialContentId(course, record, requested) as string);
  const [lastRequested, setLastRequested] = useState(requested);
  const [status, setStatus] = useState('');
  const opened = useRef<string | null>(null);
  const sidebar = useRef<HTMLElement>(null);
  const footer = useRef<HTMLElement>(null);
  const tocId = useId();

  // The drawer takes focus when it opens and gives it back to its toggle when it closes (not on first render).
  const drawerWasOpen = useRef(narrow && tocOpen);
  useEffect(() => {
    const drawerOpen = narrow && tocOpen;
    if (drawerOpen === drawerWasOpen.current) return;
    drawerWasOpen.current = drawerOpen;
    if (drawerOpen) sidebar.current?.querySelector<HTMLElement>('.toc-close')?.focus();
    else if (narrow) footer.current?.querySelector<HTMLElement>('[part~=toc-toggle]')?.focus();
  }, [narrow, tocOpen]);

  // Adjusting state to new props during render (React's pattern): a host route change, a resize across 768 px.
  if (requested !== lastRequested) {
    setLastRequested(requested);
    if (requested && requested !== shown && locateContent(course, requested)) setShown(requested);
  }
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    setTocOpen(!narrow);
  }

  // The route names what is shown: a resumed or unknown content replaces the entry (reload lands on the same content).
  useEffect(() => {
    if (progressId && requested !== shown) navigate(contentPath(course.id, shown, progressId), { replace: true });
    // Only for the first content: later moves push their own entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // §4 opening content: started_at on a first open or a forward move.
  const { open } = progress;
  useEffect(() => {
    open(shown, opened.current);
    opened.current = shown;
  }, [shown, open]);

  const choose = (contentId: string) => {
    if (narrow) setTocOpen(false);
    if (contentId === shown) return;
    setShown(contentId);
    setStatus('');
    if (progressId) navigate(contentPath(course.id, contentId, progressId));
  };

  // Previous / next: at either end the pressed button turns disabled, so focus moves to the other one, not the page.
  const step = (event: MouseEvent<HTMLElement>, contentId: string, other: 'previous' | 'next') => {
    const nav = event.currentTarget.closest('[part~=nav]');
    choose(contentId);
    const atEnd = other === 'next' ? !neighbours(course, contentId).previous : !neighbours(course, contentId).next;
    if (atEnd) nav?.querySelector<HTMLElement>(`[part~=${other}]`)?.focus();
  };

  // A refreshed course may have lost the shown content: the resume content stands in.
  const place =
    locateContent(course, shown) ?? locateContent(course, initialContentId(course, record, null) as string)!;
  const { previous, next } = neighbours(course, shown);
  const total = flattenCourse(course).length;
  const done = isContentComplete(record, shown);
  const toggleDone = () => {
    const changed = done ? progress.unmark(shown) : progress.complete(shown);
    if (changed) setStatus(t(done ? 'course.footer.unmarked' : 'course.footer.completed'));
  };
  const autoComplete = () => {
    if (progress.complete(shown)) setStatus(t('course.footer.completed'));
  };

  // The drawer is modal: what lies under it is out of reach until it closes (Escape, its close button, the backdrop).
  const drawerOpen = narrow && tocOpen;
  return (
    <div className={`course-viewer${tocOpen ? ' toc-open' : ''}${narrow ? ' narrow' : ''}`} part="page">
      <header className="course-header" part="header" inert={drawerOpen}>
        <BackLink />
        <h1 dir="auto">{course.title}</h1>
        <div className="course-nav" part="nav">
          <Button
            variant="secondary"
            part="previous"
            disabled={!previous}
            onClick={(event) => previous && step(event, previous.id, 'next')}
          >
            <PreviousIcon />
            {t('course.nav.previous')}
          </Button>
          <span className="muted" part="position">
            {t('course.nav.position', { index: place.index + 1, total })}
          </span>
          <Button
            variant="secondary"
            part="next"
            disabled={!next}
            onClick={(event) => next && step(event, next.id, 'previous')}
          >
            {t('course.nav.next')}
            <NextIcon />
          </Button>
        </div>
      </header>
      <div className="course-body">
        {narrow && tocOpen && (
          <div className="drawer-backdrop" part="backdrop" aria-hidden="true" onClick={() => setTocOpen(false)} />
        )}
        <aside
          ref={sidebar}
          id={tocId}
          className="course-sidebar"
          part={narrow ? 'toc drawer' : 'toc'}
          hidden={!tocOpen}
          onKeyDown={(event) => {
            if (!narrow || event.key !== 'Escape') return;
            // Taken: the host page (a portal's modal) must not close too.
            event.preventDefault();
            setTocOpen(false);
          }}
        >
          <CourseToc
            course={course}
            record={record}
            currentId={shown}
            onChoose={choose}
            onClose={narrow ? () => setTocOpen(false) : undefined}
          />
        </aside>
        <main className="course-main" inert={drawerOpen}>
          <ContentView
            key={shown}
            content={place.content}
            userId={userId}
            isComplete={() => progress.isDone(shown)}
            onComplete={autoComplete}
          />
        </main>
      </div>
      <footer ref={footer} className="course-footer" part="footer" inert={drawerOpen}>
        <Button
          variant="text"
          part="toc-toggle"
          aria-expanded={tocOpen}
          aria-controls={tocId}
          onClick={() => setTocOpen(!tocOpen)}
        >
          <MenuIcon />
          {tocOpen ? t('course.footer.hideContents') : t('course.footer.showContents')}
        </Button>
        <p className="course-place" part="place" dir="auto">
          <span>{place.unit.title}</span>
          <span aria-hidden="true"> · </span>
          <span>{place.chapter.title}</span>
        </p>
        <Button
          variant={done ? 'secondary' : 'primary'}
          part="mark"
          data-done={done}
          disabled={!record || !progressId}
          onClick={toggleDone}
        >
          {done ? t('course.footer.unmark') : t('course.footer.markComplete')}
        </Button>
      </footer>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
