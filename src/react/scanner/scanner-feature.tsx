import { useEffect, useRef, useState } from 'react';
import { createScanner, type MarkedAttendance, type Scanner } from '../../core/scanner/scanner-store';
import { useElement } from '../ui/element-context';
import { ArrowBackIcon } from '../ui/feature-icons';
import { LanguageSwitch } from '../ui/language-switch';
import { NavLink } from '../ui/nav-link';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import iconButtonCss from '../ui/styles/icon-button.css?inline';
import headingsCss from '../ui/styles/headings.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import modalCss from '../ui/styles/modal.css?inline';
import tabsCss from '../ui/styles/tabs.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { GuidelinesDialog } from './guidelines-dialog';
import { LocationBanner } from './location-banner';
import { ScanView } from './scan-view';
import { ScannerDialog } from './scanner-dialog';
import { ScannerInstructions } from './scanner-instructions';
import css from './scanner.css?inline';
import { SubmitPanels } from './submit-panels';
import { TypedCodeForm } from './typed-code-form';

const STYLES = [formsCss, iconButtonCss, modalCss, tabsCss, pageCss, headingsCss, css];
const DASHBOARD_PATH = '/dashboard';

/** One scanner per mounted page: location asked on mount; timers and late answers dropped on unmount. */
function useScanner(): Scanner {
  const { locale, message } = useI18n();
  const { emit } = useElement();
  const latest = useRef({ locale, marked: (_: MarkedAttendance) => {} });
  latest.current = {
    locale,
    marked: ({ lectureId, entryType, message: said }) =>
      emit('academy-attendance-marked', { lectureId, entryType, message: message(said) }),
  };
  const [scanner] = useState(() =>
    createScanner({
      geolocation: typeof navigator === 'undefined' ? undefined : navigator.geolocation,
      locale: () => latest.current.locale,
      onMarked: (marked) => latest.current.marked(marked),
    }),
  );
  useEffect(() => {
    scanner.requestLocation();
    scanner.connect();
    return () => scanner.dispose();
  }, [scanner]);
  return scanner;
}

/**
 * The signed-in page: header, then what a learner at the door needs first (#29 item 10) — location, the outcome
 * panels' live region, the camera and the typed code — and the instructions under them; dialogs.
 */
function ScannerPage() {
  const { t } = useI18n();
  const scanner = useScanner();
  const [guidelines, setGuidelines] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened straight on the scanner, focus sits on the body: start at the title, never taking focus the host placed.
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, []);
  return (
    <div className="page scanner-page" part="page">
      <header className="scanner-header">
        <NavLink to={DASHBOARD_PATH} className="button button-text back-link" part="back">
          <ArrowBackIcon />
          {t('common.backToDashboard')}
        </NavLink>
        <LanguageSwitch className="button button-text" />
      </header>
      <div>
        <h1 ref={heading} tabIndex={-1}>
          {t('scanner.title')}
        </h1>
        <p className="muted">{t('scanner.subtitle')}</p>
      </div>
      <LocationBanner scanner={scanner} />
      <SubmitPanels scanner={scanner} />
      <ScanView scanner={scanner} />
      <TypedCodeForm scanner={scanner} />
      <ScannerInstructions onGuidelines={() => setGuidelines(true)} />
      <ScannerDialog scanner={scanner} />
      {guidelines && <GuidelinesDialog onClose={() => setGuidelines(false)} />}
    </div>
  );
}

/**
 * `<academy-scanner>` (learning spec §2 Learner QR scanner, §4 Learner QR scanning): for signed-in users only —
 * a guest is sent to sign in with this location remembered.
 */
export default function ScannerFeature() {
  useStyles('feature', STYLES);
  const session = useSession();
  if (!isSignedIn(session)) return <SignInGate className="page scanner-page" redirecting="scanner.redirecting" />;
  return <ScannerPage />;
}
