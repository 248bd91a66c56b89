import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { lazy, memo, Suspense, useState } from 'react';
import { Spinner } from '../ui/controls';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import modalCss from '../ui/styles/modal.css?inline';
import readerHeadingsCss from '../ui/styles/reader-headings.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import type { ExamProps } from './exam-props';
import { ErrorState } from './exam-states';
import { ExamTake } from './exam-take';
import css from './exam.css?inline';

const STYLES = [formsCss, modalCss, statusCss, readerHeadingsCss, css];

/** The result and the after-exam survey in chunks of their own: the take page never loads them. */
const ResultView = lazy(() => import('./result-view').then((module) => ({ default: module.ResultView })));
const AfterFeedbackView = lazy(() =>
  import('./after-feedback-view').then((module) => ({ default: module.AfterFeedbackView })),
);

/** #37 the element's one polite live region; it alone re-renders when it speaks (never the exam on a question switch). */
const Announcer = memo(function Announcer({ said }: { said: ReadableAtom<string> }) {
  return (
    <p className="sr-only exam-announcer" aria-live="polite" aria-atomic="true">
      {useStore(said)}
    </p>
  );
});

/**
 * `<academy-exam>` (learning §2 exam pages) for signed-in learners: a guest is sent to sign in with this location
 * remembered; without an exam number it says 'Exam number is required' (§5).
 */
export default function ExamFeature({ examNo, view = 'take' }: ExamProps) {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  const number = examNo?.trim();
  // #37 the live region's words, outside the views, so it is in the DOM before its first words.
  const [said] = useState(() => atom(''));
  const announce = said.set;
  if (!isSignedIn(session)) return <SignInGate className="exam-root" redirecting="exam.redirecting" />;
  const userId = String(session.user.id);
  const loading = (
    <div part="loading" aria-busy="true">
      <Spinner label={t('common.loading')} />
    </div>
  );
  return (
    <div className="exam-root" data-view={view}>
      {!number ? (
        <ErrorState detail={{ key: 'exam.errors.examNoRequired' }} />
      ) : view === 'take' ? (
        <ExamTake key={number} examNo={number} userId={userId} announce={announce} />
      ) : (
        <Suspense fallback={loading}>
          {view === 'result' ? (
            <ResultView key={number} examNo={number} />
          ) : (
            <AfterFeedbackView key={number} examNo={number} userId={userId} />
          )}
        </Suspense>
      )}
      <Announcer said={said} />
    </div>
  );
}
