import { useEffect, useRef, useState } from 'react';
import { approveTrainer, fetchPendingTrainers, type PendingTrainer } from '../../core/api/trainers';
import { nameIn } from '../../core/locale/person-name';
import { useI18n } from '../ui/use-i18n';
import { Card } from './card';
import { useFormat } from './use-format';

/**
 * Trainer accounts made by sign-up that await approval (#29 item 7), each with an Approve button; shown only while
 * there are some (or one was approved here), so a trainer without any sees the dashboard as before.
 */
export function TrainerApprovals() {
  const { t, locale } = useI18n();
  const format = useFormat();
  const [items, setItems] = useState<PendingTrainer[]>([]);
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // The pressed button is gone: focus goes to the next Approve button, else to the confirmation.
    const next = list.current?.querySelector<HTMLButtonElement>('button[data-approve]');
    (next ?? statusLine.current)?.focus();
  }, [approved]);

  useEffect(() => {
    let live = true;
    // A failed list hides the card: the rest of the dashboard stays what the trainer came for.
    fetchPendingTrainers().then(
      (pending) => live && setItems(pending),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (items.length === 0) return null;

  const approve = async (item: PendingTrainer) => {
    setBusy(item.id);
    setFailed(false);
    try {
      await approveTrainer(item.id);
      setApproved((done) => new Set(done).add(item.id));
      setStatus(t('dashboard.trainer.approvals.done', { name: nameIn(locale, item) }));
      refocus.current = true;
    } catch {
      setFailed(true);
      setStatus('');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card part="card trainer-approvals" title={t('dashboard.trainer.approvals.title')}>
      <ul className="dash-list" ref={list}>
        {items.map((item) => (
          <li key={item.id} className="dash-item" data-trainer={item.id}>
            <div className="dash-item-main">
              <strong dir="auto">{nameIn(locale, item)}</strong>
              <span className="muted" dir="ltr">
                {item.email}
              </span>
              {item.requested_at && (
                <span className="muted">
                  {t('dashboard.trainer.approvals.requested', {
                    date: format.dateAtTime(item.requested_at) ?? item.requested_at,
                  })}
                </span>
              )}
            </div>
            {approved.has(item.id) ? (
              <span className="badge" data-approved>
                {t('dashboard.trainer.approvals.approved')}
              </span>
            ) : (
              <button
                type="button"
                className="button button-secondary"
                data-approve
                disabled={busy !== null}
                aria-label={t('dashboard.trainer.approvals.approveLabel', { name: nameIn(locale, item) })}
                onClick={() => void approve(item)}
              >
                {t('dashboard.trainer.approvals.approve')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {failed && (
        <p className="dash-card-error" role="alert">
          {t('dashboard.trainer.approvals.failed')}
        </p>
      )}
      <p className="muted" role="status" tabIndex={-1} ref={statusLine} part="approval-status">
        {status}
      </p>
    </Card>
  );
}
