import { useEffect, useId, useState } from 'react';
import type { CourseContent } from '../../core/api/schemas/course';
import { DOCUMENT_COMPLETE_MS } from '../../core/course/course-constants';
import { Alert, Button } from '../ui/controls';
import { SanitizedHtml } from '../ui/sanitized-html';
import { useI18n } from '../ui/use-i18n';
import { lazyPart } from '../ui/lazy-part';
import { TypeIcon } from './course-icons';
import { typeLabelKey } from './type-label';

/** The player in a chunk of its own: documents, quizzes and assignments never load it. */
const VideoPlayer = lazyPart(() => import('./video-player').then((module) => module.VideoPlayer));

export interface ContentViewProps {
  content: CourseContent;
  userId: string;
  isComplete: () => boolean;
  /** §4 automatic completion (video at 90 %, documents after their placeholder). */
  onComplete: () => void;
}

/** §2 pdf and presentation: a loading placeholder over the frame until 1 s after it loaded; then it reports 100 % (§4). */
function DocumentFrame({
  content,
  src,
  isComplete,
  onComplete,
}: {
  content: CourseContent;
  src: string;
  isComplete: () => boolean;
  onComplete: () => void;
}) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  // A document shown complete is not completed again: an unmark during its placeholder stays.
  const [wasComplete] = useState(isComplete);
  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => {
      setReady(true);
      if (!wasComplete) onComplete();
    }, DOCUMENT_COMPLETE_MS);
    return () => window.clearTimeout(timer);
    // Once per load: a new record (the completion itself) must not restart the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  return (
    <div className={`document-frame${ready ? '' : ' is-loading'}`} part="document" aria-busy={!ready}>
      {!ready && (
        <div className="document-placeholder pulse" part="document-loading" role="status">
          <TypeIcon type={content.type} />
          <span>{t('course.document.loading')}</span>
        </div>
      )}
      <iframe src={src} title={content.title} onLoad={() => setLoaded(true)} />
    </div>
  );
}

/** Links under a document or activity: open the file in a new tab, and its download when it has one. */
function ContentLinks({ content, src }: { content: CourseContent; src: string | null }) {
  const { t } = useI18n();
  const download = content.downloadUrl ?? null;
  const activity = content.type === 'quiz' || content.type === 'assignment';
  if (!src && !download) return activity ? <p className="muted">{t('course.activity.noLink')}</p> : null;
  const openLabel =
    content.type === 'quiz'
      ? t('course.activity.openQuiz')
      : content.type === 'assignment'
        ? t('course.activity.openAssignment')
        : t('course.document.open');
  return (
    <div className="row content-links">
      {src && (
        <a
          className={`button ${activity ? 'button-primary' : 'button-secondary'}`}
          part="open-link"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
        >
          {openLabel}
        </a>
      )}
      {download && (
        <a className="button button-text" part="download" href={download} download rel="noopener noreferrer">
          {t('course.document.download')}
        </a>
      )}
    </div>
  );
}

/** The shown content: its heading, the player, frame or activity by §2 type, and the description (sanitised HTML). */
export function ContentView({ content, userId, isComplete, onComplete }: ContentViewProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const src = content.url ?? null;
  const isDocument = content.type === 'pdf' || content.type === 'presentation';
  const known = isDocument || content.type === 'video' || content.type === 'quiz' || content.type === 'assignment';

  let body;
  if (failed || ((content.type === 'video' || isDocument) && !src)) {
    body = (
      <div className="content-error" part="media-error">
        <Alert variant="danger" title={t('course.errors.mediaTitle')}>
          {t('course.errors.mediaBody')}
        </Alert>
        {src && (
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt(attempt + 1);
            }}
          >
            {t('course.tryAgain')}
          </Button>
        )}
      </div>
    );
  } else if (content.type === 'video' && src) {
    body = (
      <VideoPlayer
        key={attempt}
        content={content}
        src={src}
        userId={userId}
        isComplete={isComplete}
        onComplete={onComplete}
        onError={() => setFailed(true)}
      />
    );
  } else if (isDocument && src) {
    body = <DocumentFrame content={content} src={src} isComplete={isComplete} onComplete={onComplete} />;
  } else if (!known) {
    body = <Alert variant="warning">{t('course.errors.unsupported')}</Alert>;
  }

  return (
    <article className="content-view stack" part="content" data-type={content.type} aria-labelledby={headingId}>
      <header>
        <span className="content-type muted" part="content-type">
          <TypeIcon type={content.type} />
          {t(typeLabelKey(content.type))}
        </span>
        <h2 id={headingId} dir="auto">
          {content.title}
        </h2>
      </header>
      {body}
      {content.description && <SanitizedHtml className="content-description" html={content.description} />}
      {(isDocument || content.type === 'quiz' || content.type === 'assignment') && !failed && (
        <ContentLinks content={content} src={src} />
      )}
    </article>
  );
}
