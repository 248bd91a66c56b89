// One module per component: the page registers only the elements it uses.
import { AcademyCourse } from 'academy-widgets/react/academy-course';
import { AcademyDashboard } from 'academy-widgets/react/academy-dashboard';
import { AcademyLogin } from 'academy-widgets/react/academy-login';
import { AcademyShell } from 'academy-widgets/react/academy-shell';
import { getLanguage, setLanguage } from 'academy-widgets/language';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';

type Lang = 'en' | 'ar';

/**
 * The host's routes. One page-wide language: the host's buttons call `setLanguage`, which moves every element and
 * the data they load; the elements' own switches announce `academy-language-change`, so the host's buttons follow.
 */
export function App() {
  const navigate = useNavigate();
  // The package saves the choice (localStorage `language`), so the host keeps none of its own.
  const [lang, setLang] = useState<Lang>(getLanguage);
  const [lastEvent, setLastEvent] = useState('');
  const [error, setError] = useState('');
  const switchLanguage = (next: Lang) => {
    setLang(next);
    void setLanguage(next);
  };

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  }, [lang]);

  useEffect(() => {
    // Elements ask to move with a cancelable `academy-navigate`; the host's router takes it, so no full page load.
    const onNavigate = (event: GlobalEventHandlersEventMap['academy-navigate']) => {
      event.preventDefault();
      void navigate(event.detail.path, { replace: event.detail.replace ?? false });
    };
    // Failed calls are reported on `document`, render failures on the element: both bubble up to here.
    const onError = (event: GlobalEventHandlersEventMap['academy-error']) => {
      setError(event.detail.message);
      setLastEvent(`academy-error: ${event.detail.status ?? event.detail.message}`);
    };
    // The user switched with an element's own switch (the shell's header, the sign-in card).
    const onLanguage = (event: GlobalEventHandlersEventMap['academy-language-change']) => {
      setLang(event.detail.lang);
      setLastEvent(`academy-language-change: ${event.detail.lang}`);
    };
    document.addEventListener('academy-navigate', onNavigate);
    document.addEventListener('academy-error', onError);
    document.addEventListener('academy-language-change', onLanguage);
    return () => {
      document.removeEventListener('academy-navigate', onNavigate);
      document.removeEventListener('academy-error', onError);
      document.removeEventListener('academy-language-change', onLanguage);
    };
  }, [navigate]);

  return (
    <>
      <header className="host-bar">
        <strong>React host</strong>
        <button type="button" aria-pressed={lang === 'en'} onClick={() => switchLanguage('en')}>
          English
        </button>
        <button type="button" aria-pressed={lang === 'ar'} onClick={() => switchLanguage('ar')}>
          العربية
        </button>
        <output data-host="last-event">{lastEvent}</output>
      </header>
      {error && (
        <p className="host-error" role="alert">
          {error}
        </p>
      )}
      <Routes>
        <Route
          path="/auth/login"
          element={
            <main data-host-route="sign-in">
              <AcademyLogin onAcademyLogin={(event) => setLastEvent(`academy-login: ${event.detail.user.name}`)} />
            </main>
          }
        />
        <Route
          path="/dashboard"
          element={
            // Two elements, one session: the shell's header and the dashboard both show the signed-in user.
            <AcademyShell onAcademyLogout={(event) => setLastEvent(event.type)}>
              <main data-host-route="dashboard">
                <AcademyDashboard />
              </main>
            </AcademyShell>
          }
        />
        <Route path="/course/*" element={<CoursePage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<NotInThisExample />} />
      </Routes>
    </>
  );
}

/**
 * The course viewer with its attributes from the route: the host router owns the URL, the element follows it.
 * The component renders them as the element's attributes (`course-id`), so a server render would be right too.
 */
function CoursePage() {
  // One route for /course/{id}/{progress} and /course/{id}/{content}/{progress}, so the same element is updated.
  const [courseId, second, third] = (useParams()['*'] ?? '').split('/');
  const [contentId, courseProgressId] = third === undefined ? [undefined, second] : [second, third];
  return (
    <main data-host-route="course">
      <AcademyCourse courseId={courseId} contentId={contentId} courseProgressId={courseProgressId} />
    </main>
  );
}

/** Pages the dashboard links to that this small host does not embed. */
function NotInThisExample() {
  const navigate = useNavigate();
  return (
    <main data-host-route="not-here">
      <p>This page is not part of the React example.</p>
      <button type="button" onClick={() => void navigate('/dashboard')}>
        Dashboard
      </button>
    </main>
  );
}
