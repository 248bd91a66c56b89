'use client';
import { getLanguage, setLanguage } from 'academy-widgets/language';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export type Lang = 'en' | 'ar';

/** Lets a page report the last element event it heard, shown in the host's bar. */
const LastEvent = createContext<(text: string) => void>(() => {});
export const useLastEvent = () => useContext(LastEvent);

/** Saves the host's language for the server's next render, and moves every element and its data to it. */
function saveLanguage(lang: Lang): void {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The host's bar and its page-wide listeners. One page language: the host's buttons call `setLanguage`, which moves
 * every element and the data they load; the elements' own switches announce `academy-language-change`.
 */
export function HostFrame({ initialLang, children }: { initialLang: Lang; children: ReactNode }) {
  const router = useRouter();
  const [lang, setLang] = useState<Lang>(initialLang);
  const [lastEvent, setLastEvent] = useState('');
  const [error, setError] = useState('');
  const switchLanguage = (next: Lang) => {
    setLang(next);
    saveLanguage(next);
    void setLanguage(next);
  };

  useEffect(() => {
    // The server rendered the cookie's language: the elements follow it if their saved one differs.
    if (getLanguage() !== initialLang) void setLanguage(initialLang);
  }, [initialLang]);

  useEffect(() => {
    // Elements ask to move with a cancelable `academy-navigate`; the host's router takes it, so no full page load.
    const onNavigate = (event: GlobalEventHandlersEventMap['academy-navigate']) => {
      event.preventDefault();
      if (event.detail.replace) router.replace(event.detail.path);
      else router.push(event.detail.path);
    };
    // Failed calls are reported on `document`, render failures on the element: both bubble up to here.
    const onError = (event: GlobalEventHandlersEventMap['academy-error']) => {
      setError(event.detail.message);
      setLastEvent(`academy-error: ${event.detail.status ?? event.detail.message}`);
    };
    // The user switched with an element's own switch (the shell's header, the sign-in card).
    const onLanguage = (event: GlobalEventHandlersEventMap['academy-language-change']) => {
      setLang(event.detail.lang);
      saveLanguage(event.detail.lang);
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
  }, [router]);

  return (
    <LastEvent value={setLastEvent}>
      <header className="host-bar">
        <strong>Next.js host</strong>
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
      {children}
    </LastEvent>
  );
}
