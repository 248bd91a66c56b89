import { useEffect } from 'react';
import { hasContent } from '../../core/course/course-tree';
import {
  courseStore,
  currentProgress,
  isCourseMissing,
  loadFailure,
  logLoadFailure,
  progressStore,
} from '../../core/course/course-store';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import readerHeadingsCss from '../ui/styles/reader-headings.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import type { CourseProps } from './course-props';
import { CopiedLinkState, ErrorState, LoadingState, NoContentState, NotFoundState } from './course-states';
import { CourseViewer } from './course-viewer';
import css from './course.css?inline';

const STYLES = [formsCss, statusCss, readerHeadingsCss, css];

/** Loads the course and the progress record, then shows the viewer or the §4/§8 state that replaces it. */
function CourseLoader({
  courseId,
  contentId,
  progressId,
  userId,
}: {
  courseId: string;
  contentId: string | undefined;
  progressId: string | undefined;
  userId: string;
}) {
  const courseState = useQueryState(courseStore(courseId));
  const progressState = useQueryState(progressId ? progressStore(progressId) : null);
  const courseError = courseState.status === 'error' && !courseState.data ? courseState.error : undefined;
  const progressError =
    progressState.status === 'error' && progressState.data === undefined ? progressState.error : undefined;
  useEffect(() => {
    if (courseError && !isCourseMissing(courseError)) logLoadFailure(courseError, 'course');
  }, [courseError]);
  // A link copied from someone else (their progress id: 404) is §4's copied link, not a load failure.
  const foreignLink = progressError !== undefined && isCourseMissing(progressError);
  useEffect(() => {
    if (progressError && !foreignLink) logLoadFailure(progressError, 'progress');
  }, [progressError, foreignLink]);

  if (courseError) {
    if (isCourseMissing(courseError)) return <NotFoundState />;
    return (
      <ErrorState
        failure={loadFailure(courseError, 'course')}
        onRetry={() => void courseStore(courseId).load({ force: true })}
      />
    );
  }
  if (progressId && foreignLink) return <CopiedLinkState />;
  if (progressId && progressError) {
    return (
      <ErrorState
        failure={loadFailure(progressError, 'progress')}
        onRetry={() => void progressStore(progressId).load({ force: true })}
      />
    );
  }
  const course = courseState.data;
  const record = progressId ? currentProgress(progressId, progressState.data) : undefined;
  if (!course || (progressId && record === undefined)) return <LoadingState />;
  // No record, or another course's record under this course's route: progress could never be saved here.
  if (progressId && (record === null || (record?.course_id != null && record.course_id !== course.id)))
    return <CopiedLinkState />;
  if (!hasContent(course)) return <NoContentState title={course.title} />;
  return (
    <CourseViewer course={course} serverRecord={record} progressId={progressId} requested={contentId} userId={userId} />
  );
}

/**
 * `<academy-course>` (learning §2 Course viewer) for signed-in learners: a guest is sent to sign in with this location
 * remembered; without a course id it says 'Course ID is required' (§8).
 */
export default function CourseFeature({ courseId, contentId, courseProgressId }: CourseProps) {
  useStyles('feature', STYLES);
  const session = useSession();
  const id = courseId?.trim();
  const progressId = courseProgressId?.trim() || undefined;
  if (!isSignedIn(session)) return <SignInGate className="course-page" redirecting="course.redirecting" />;
  return (
    <div className="course-page">
      {id ? (
        <CourseLoader
          key={`${id}\n${progressId ?? ''}`}
          courseId={id}
          contentId={contentId?.trim() || undefined}
          progressId={progressId}
          userId={String(session.user.id)}
        />
      ) : (
        <ErrorState
          failure={{ title: 'course.errors.loadingCourse', detail: { key: 'course.errors.courseIdRequired' } }}
        />
      )}
    </div>
  );
}
