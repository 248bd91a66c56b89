import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId } from 'react';
import { $toasts, $toastsBelow, dismissToast, holdToasts } from '../../core/toasts/toasts';
import { useI18n } from './use-i18n';

/** Ids of mounted elements able to show toasts; the first one shows them, so a page never shows a toast twice. */
const $toastHosts = atom<string[]>([]);

function useIsToastOwner(): boolean {
  const id = useId();
  const hosts = useStore($toastHosts);
  useEffect(() => {
    $toastHosts.set([...$toastHosts.get(), id]);
    return () => $toastHosts.set($toastHosts.get().filter((host) => host !== id));
  }, [id]);
  return hosts[0] === id;
}

/** Up to three toasts in a polite live region (danger ones assertive); none closes while pointed at or focused. */
export function Toaster() {
  const owner = useIsToastOwner();
  const toasts = useStore($toasts);
  const below = useStore($toastsBelow);
  const { t, message } = useI18n();
  useEffect(() => () => holdToasts(false), []);
  if (!owner) return null;
  return (
    <section
      className={below ? 'toaster toaster-below' : 'toaster'}
      part="toaster"
      aria-label={t('common.notifications')}
      onPointerEnter={() => holdToasts(true)}
      onPointerLeave={() => holdToasts(false)}
      onFocus={() => holdToasts(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) holdToasts(false);
      }}
    >
      <div role="status" aria-live="polite" className="stack">
        {toasts
          .filter((toast) => toast.variant !== 'danger')
          .map((toast) => (
            <div key={toast.id} className={`toast toast-${toast.variant}`} part="toast">
              <p>{message(toast.message)}</p>
              <button type="button" aria-label={t('common.dismiss')} onClick={() => dismissToast(toast.id)}>
                ×
              </button>
            </div>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="stack">
        {toasts
          .filter((toast) => toast.variant === 'danger')
          .map((toast) => (
            <div key={toast.id} className="toast toast-danger" part="toast">
              <p>{message(toast.message)}</p>
              <button type="button" aria-label={t('common.dismiss')} onClick={() => dismissToast(toast.id)}>
                ×
              </button>
            </div>
          ))}
      </div>
    </section>
  );
}
