import { useEffect, useId, useState } from 'react';
import type { ActivityItem } from '../../core/api/profile';
import { DATE_TIME_STYLE } from '../../core/locale/dates';
import { activityBadge, activityDateTime, activityKind, relativeTimeMessage } from '../../core/profile/activity';
import { activityStore, logActivityFailure } from '../../core/profile/profile-store';
import { Button } from '../ui/controls';
import { useFormatDate } from '../ui/use-format-date';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { ActivityIcon } from './activity-icon';

/** §9: three skeleton rows while the history loads. */
const SKELETON_ROWS = 3;
/** Relative times ('5 minutes ago') are re-worded once a minute while the page stays open. */
const CLOCK_TICK_MS = 60_000;

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TimelineItem({ item, now }: { item: ActivityItem; now: number }) {
  const { t, message } = useI18n();
  const formatDate = useFormatDate();
  const kind = activityKind(item);
  const when = relativeTimeMessage(item.created_at, now);
  const iso = activityDateTime(item.created_at);
  return (
    <li className={`activity-item activity-${kind}`} part="activity-item" data-kind={kind}>
      <span className="activity-icon" part="activity-icon">
        <ActivityIcon kind={kind} />
      </span>
      <div className="activity-body">
        <span className="badge" part="badge">
          {message(activityBadge(item))}
        </span>
        <p className="activity-message">{item.message}</p>
        <p className="muted activity-by">{t('profile.activity.updatedBySelf')}</p>
        {when && iso && (
          <time className="muted activity-time" dateTime={iso} title={formatDate(iso, DATE_TIME_STYLE)}>
            {message(when)}
          </time>
        )}
      </div>
    </li>
  );
}

/**
 * Recent activity (§2): a fixed-height card whose list scrolls (keyboard-reachable), three skeleton rows while
 * loading, an empty state, and the timeline. A failed load is logged and shows the empty list (§8) with a retry.
 */
export function ActivityCard({ userId }: { userId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const store = activityStore(userId);
  const state = useQueryState(store);
  const now = useMinuteClock();

  useEffect(() => {
    if (state.status === 'error') logActivityFailure(state.error);
  }, [state.status, state.error]);

  const items = state.data ?? [];
  const loading = state.status === 'loading' || state.status === 'idle';
  const failed = state.status === 'error' && items.length === 0;
  return (
    <section
      className="card activity-card"
      part="activity"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <h2 id={headingId}>{t('profile.activity.title')}</h2>
      <div
        className="activity-list"
        part="activity-list"
        tabIndex={0}
        role="region"
        aria-label={t('profile.activity.list')}
      >
        {loading && items.length === 0 ? (
          <>
            <p className="sr-only" role="status">
              {t('profile.activity.loading')}
            </p>
            <ul className="timeline" aria-hidden="true">
              {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <li key={index} className="activity-item skeleton" part="skeleton">
                  <span className="activity-icon pulse" />
                  <div className="activity-body">
                    <span className="skeleton-line short pulse" />
                    <span className="skeleton-line pulse" />
                    <span className="skeleton-line short pulse" />
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : items.length === 0 ? (
          <div className="activity-empty" part="activity-empty" role="status">
            <p>{t('profile.activity.empty')}</p>
            {failed && (
              <>
                <p className="muted">{t('profile.activity.failed')}</p>
                <Button variant="secondary" onClick={() => void store.load({ force: true })}>
                  {t('common.retry')}
                </Button>
              </>
            )}
          </div>
        ) : (
          <ol className="timeline">
            {items.map((item) => (
              <TimelineItem key={item.id} item={item} now={now} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
