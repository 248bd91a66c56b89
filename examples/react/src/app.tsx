import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';

type Lang = 'en' | 'ar';

const LANGUAGE_KEY = 'host-language';
const savedLanguage = (): Lang => (localStorage.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'en');

/** The host's routes; every element gets `lang` from the host's state, so one switch moves them all. */
export function App() {
  const navigate = useNavigate();
  const [lang, setLang] = useState<Lang>(savedLanguage);
  const [lastEvent, setLastEvent] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    localStorage.setItem(LANGUAGE_KEY, lang);
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
    const onError = (event: GlobalEventHandlersEventMap['academy-error']) => setError(event.detail.message);
    document.addEventListener('academy-navigate', onNavigate);
    document.addEventListener('academy-error', onError);
    return () => {
      document.removeEventListener('academy-navigate', onNavigate);
      document.removeEventListener('academy-error', onError);
    };
  }, [navigate]);

  return (
    <>
      <header className="host-bar">
        <strong>React host</strong>
        <button type="button" aria-pressed={lang === 'en'} onClick={() => setLang('en')}>English</button>
        <button type="button" aria-pressed={lang === 'ar'} onClick={() => setLang('ar')}>العربية</button>
        <output data-host="last-event">{lastEvent}</output>
      </header>
      {error && <p className="host-error" role="alert">{error}</p>}
      <Routes>
        <Route
          path="/auth/login"
          element={
            <main data-host-route="sign-in">
              <academy-login
                lang={lang}
                onacademy-login={(event) => setLastEvent(`academy-login: ${event.detail.user.name}`)}
              />
            </main>
          }
        />
        <Route
          path="/dashboard"
          element={
            // Two elements, one session: the shell's header and the dashboard both show the signed-in user.
            <academy-shell lang={lang} onacademy-logout={() => setLastEvent('academy-logout')}>
              <main data-host-route="dashboard">
                <academy-dashboard lang={lang} />
              </main>
            </academy-shell>
          }
        />
        <Route path="/course/*" element={<CoursePage lang={lang} />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<NotInThisExample />} />
      </Routes>
    </>
  );
}

/**
 * The course viewer with its attributes from the route: the host router owns the URL, the element follows it.
 * camelCase properties, not `course-id`: TypeScript checks them, while it lets any hyphenated JSX name through.
 */
function CoursePage({ lang }: { lang: Lang }) {
  // One route for /course/{id}/{progress} and /course/{id}/{content}/{progress}, so the same element is updated.
  const [courseId, second, third] = (useParams()['*'] ?? '').split('/');
  const [contentId, courseProgressId] = third === undefined ? [undefined, second] : [second, third];
  return (
    <main data-host-route="course">
      <academy-course lang={lang} courseId={courseId} contentId={contentId} courseProgressId={courseProgressId} />
    </main>
  );
}

/** Pages the dashboard links to that this small host does not embed. */
function NotInThisExample() {
  const navigate = useNavigate();
  return (
    <main data-host-route="not-here">
      <p>This page is not part of the React example.</p>
      <button type="button" onClick={() => void navigate('/dashboard')}>Dashboard</button>
    </main>
  );
}
