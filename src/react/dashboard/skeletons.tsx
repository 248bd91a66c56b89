import { useI18n } from '../ui/use-i18n';

const LEARNER_CARDS = ['wide', 'wide', 'card', 'card', 'card', 'card'] as const;
const TRAINER_CARDS = ['wide', 'card', 'card', 'card', 'card'] as const;

/** One placeholder shaped like a card: a title bar and three lines. */
function SkeletonCard({ wide }: { wide: boolean }) {
  return (
    <div className={`card dash-card dash-skeleton${wide ? ' dash-wide' : ''}`} part="skeleton">
      <span className="skeleton-bar skeleton-title pulse" />
      <span className="skeleton-bar pulse" />
      <span className="skeleton-bar pulse" />
      <span className="skeleton-bar skeleton-short pulse" />
    </div>
  );
}

/** Loading state laid out like the dashboard it stands for, announced once as busy. */
export function DashboardSkeleton({ view }: { view: 'learner' | 'trainer' }) {
  const { t } = useI18n();
  const cards = view === 'learner' ? LEARNER_CARDS : TRAINER_CARDS;
  return (
    <div className={`dash-layout dash-${view}`} aria-busy="true">
      <p className="sr-only" role="status">
        {t('dashboard.loading')}
      </p>
      <div className="dash-grid" aria-hidden="true">
        {cards.map((kind, index) => (
          <SkeletonCard key={index} wide={kind === 'wide'} />
        ))}
      </div>
      {view === 'trainer' && (
        <div className="dash-sidebar" aria-hidden="true">
          <SkeletonCard wide={false} />
        </div>
      )}
    </div>
  );
}
