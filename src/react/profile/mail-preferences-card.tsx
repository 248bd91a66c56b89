import { useEffect, useId, useState } from 'react';
import {
  mailPreferencesStore,
  saveMailPreference,
  shownPreferences,
  type MailKind,
} from '../../core/profile/mail-preferences';
import { Button, CheckboxField } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';

/**
 * Email notices (#32): one switch per notice kind, saved as it changes (the switch waits while it saves); security
 * mails are named as always sent. A failed load says so, with a retry.
 */
export function MailPreferencesCard({ userId }: { userId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const store = mailPreferencesStore(userId);
  const state = useQueryState(store);
  const [saving, setSaving] = useState<MailKind | null>(null);

  useEffect(() => {
    if (state.status === 'error') console.error('[academy] email choices failed to load', state.error);
  }, [state.status, state.error]);

  const shown = state.data ? shownPreferences(state.data) : [];
  const loading = !state.data && (state.status === 'loading' || state.status === 'idle');
  const save = (kind: MailKind, email: boolean) => {
    setSaving(kind);
    saveMailPreference(userId, kind, email)
      .catch(() => undefined)
      .finally(() => setSaving(null));
  };
  return (
    <section
      className="card mail-card"
      part="mail-preferences"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <h2 id={headingId}>{t('profile.mail.title')}</h2>
      <p className="muted">{t('profile.mail.intro')}</p>
      {loading ? (
        <p role="status">{t('profile.mail.loading')}</p>
      ) : !state.data ? (
        <div role="status">
          <p>{t('profile.mail.failed')}</p>
          <Button variant="secondary" onClick={() => void store.load({ force: true })}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <fieldset className="mail-kinds" disabled={saving !== null} aria-busy={saving !== null || undefined}>
          <legend className="sr-only">{t('profile.mail.title')}</legend>
          {shown.map(({ kind, email }) => (
            <CheckboxField
              key={kind}
              name={`mail-${kind}`}
              label={t(`profile.mail.kinds.${kind}`)}
              checked={email}
              onChecked={(value) => save(kind, value)}
            />
          ))}
        </fieldset>
      )}
      <p className="muted mail-security">{t('profile.mail.securityNote')}</p>
    </section>
  );
}
