import { useEffect, useState } from 'react';
import type { CommonElementProps } from '../ui/element-root';
import { canonicalCode } from '../../core/verify/verify-code';
import { lookUpCertificate, type Lookup } from '../../core/verify/verify-store';
import { Alert, Spinner } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { AlertIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import formsCss from '../ui/styles/forms.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useStyles } from '../ui/use-styles';
import type { VerifyProps } from './verify-props';
import { VerifyForm } from './verify-form';
import { VerifyResult } from './verify-result';
import css from './verify.css?inline';

const STYLES = [pageCss, formsCss, css];

/** The look-up of `code`: undefined while it runs; a new code starts a new one and drops a late answer of the old. */
function useLookup(code: string): Lookup | undefined {
  const [done, setDone] = useState<{ code: string; lookup: Lookup }>();
  useEffect(() => {
    let current = true;
    void lookUpCertificate(code).then((lookup) => {
      if (current) setDone({ code, lookup });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return done?.code === code ? done.lookup : undefined;
}

/** What one code shows: a spinner, the certificate, "no certificate with this code", or why it could not be checked. */
function CodeCheck({ code }: { code: string }) {
  const { t } = useI18n();
  const lookup = useLookup(code);
  if (!lookup)
    return (
      <div part="loading" aria-busy="true">
        <Spinner label={t('verify.checking')} />
      </div>
    );
  if (lookup.kind === 'found') return <VerifyResult certificate={lookup.certificate} />;
  if (lookup.kind === 'not-found')
    return (
      <section className="card stack verify-result verify-missing" part="result result-missing">
        <p className="verify-state" part="state" role="status">
          <AlertIcon aria-hidden="true" />
          <strong>{t('verify.notFound')}</strong>
        </p>
        <p>{t('verify.notFoundDetail')}</p>
      </section>
    );
  return (
    <div part="error">
      <Alert variant="danger">{t(lookup.kind === 'too-many' ? 'verify.tooMany' : 'verify.failed')}</Alert>
    </div>
  );
}

/** `<academy-verify>`: anyone checks a certificate by its code (no sign-in); without one, a form asks for it. */
export default function VerifyFeature({ code }: VerifyProps & CommonElementProps) {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const element = useElement();
  // A code typed here when no host routes `/verify/{code}` (the element then follows its own state).
  const [typed, setTyped] = useState<string>();
  const shown = code?.trim() ? code.trim() : typed;

  return (
    <div className="page verify-page" part="page">
      <h1>{t('verify.title')}</h1>
      {shown ? (
        <>
          <CodeCheck code={canonicalCode(shown) ?? shown} />
          <p>
            <NavLink to="/verify" className="button button-text" part="another" onClick={() => setTyped(undefined)}>
              {t('verify.another')}
            </NavLink>
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t('verify.intro')}</p>
          <VerifyForm
            onCode={(path) => {
              if (!element.navigate(path)) setTyped(decodeURIComponent(path.slice('/verify/'.length)));
            }}
          />
        </>
      )}
    </div>
  );
}
