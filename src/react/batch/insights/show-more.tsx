import { useState } from 'react';
import { shownLearners } from '../../../core/batch/insights/insights-view';
import { Button } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';

/** How many of `total` rows a long list shows: a page at first, another per "Show more", all after "Show all". */
export function useShown(total: number): { count: number; more: () => void; all: () => void } {
  const [pages, setPages] = useState(0);
  const [everything, setEverything] = useState(false);
  return {
    count: everything ? total : shownLearners(total, pages),
    more: () => setPages(pages + 1),
    all: () => setEverything(true),
  };
}

/** "Showing n of total learners" (announced) with Show more and Show all while some are hidden. */
export function ShowMore({ shown, part }: { shown: ReturnType<typeof useShown> & { total: number }; part: string }) {
  const { t } = useI18n();
  return (
    <div className="row insights-more">
      <p role="status" part={part}>
        {t('insights.learners.shown', { shown: shown.count, total: shown.total })}
      </p>
      {shown.count < shown.total && (
        <>
          <Button variant="secondary" data-action="more" onClick={shown.more}>
            {t('insights.learners.more')}
          </Button>
          <Button variant="text" data-action="all" onClick={shown.all}>
            {t('insights.learners.all')}
          </Button>
        </>
      )}
    </div>
  );
}
