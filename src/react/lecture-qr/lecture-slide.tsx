import { useId } from 'react';
import type { LectureQrData } from '../../core/api/schemas/attendance';
import { codesToDraw, ROSTER_POLL_MS } from '../../core/lecture-qr/lecture-qr-rules';
import { rosterStore } from '../../core/lecture-qr/lecture-qr-store';
import { rosterCounts } from '../../core/lecture-qr/roster-rules';
import { formatInteger } from '../../core/locale/numbers';
import { ExpandIcon } from '../ui/attendance-icons';
import { Alert, Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { LectureStates, useLectureData } from './lecture-data';
import { StatusBanner } from './lecture-facts';
import { Presentation } from './presentation';
import { QrCodesPanel, QrTabList, usePresenting, useQrTabs } from './qr-controls';
import { useStorePolling } from './use-page-state';

/** How many learners are checked in now, read with the roster every 5 s while shown. */
function CheckedInCount({ lectureId }: { lectureId: string }) {
  const { t, locale } = useI18n();
  const store = rosterStore(lectureId);
  const state = useQueryState(store);
  useStorePolling(store, ROSTER_POLL_MS);
  const count = state.data ? rosterCounts(state.data.rows).checked_in : null;
  return (
    <dl className="slide-count" part="checked-in" data-count={count ?? undefined}>
      <dt>{t('lectureQr.roster.checkedIn')}</dt>
      <dd>{count === null ? '' : formatInteger(count, locale)}</dd>
    </dl>
  );
}

interface SlideCodesProps {
  lectureId: string;
  data: LectureQrData;
  title: string;
  titleId: string;
}

/** The room's view of a running lecture: title, entry type, checked-in count and Present beside the codes. */
function SlideCodes({ lectureId, data, title, titleId }: SlideCodesProps) {
  const { t } = useI18n();
  const { selected, tab, select, onKeyDown } = useQrTabs();
  const { presenting, start, stop, presentButton } = usePresenting();
  const baseId = useId();
  const codes = codesToDraw(data, tab.codes);
  return (
    <>
      <div className="slide-side">
        <h2 id={titleId} className="slide-title" part="slide-title" dir="auto">
          {title}
        </h2>
        <QrTabList baseId={baseId} selected={selected} select={select} onKeyDown={onKeyDown} />
        <CheckedInCount lectureId={lectureId} />
        {codes && (
          <Button variant="secondary" onClick={start} part="present" ref={presentButton}>
            <ExpandIcon />
            {t('lectureQr.present.open')}
          </Button>
        )}
      </div>
      <QrCodesPanel
        baseId={baseId}
        tab={tab}
        codes={codes}
        lectureTitle={title}
        sizeClass="size-slide"
        className="slide-codes qr-codes"
        tabbed
      />
      {presenting && codes && <Presentation entries={tab.codes} codes={codes} lectureTitle={title} onClose={stop} />}
    </>
  );
}

/** The slide's body once the lecture's data is read: its codes, or why there are none. */
function SlideContent({ lectureId, titleId }: { lectureId: string; titleId: string }) {
  const { store, state, view } = useLectureData(lectureId);
  if (!state.data || !view) {
    return (
      <div className="slide-state">
        <LectureStates state={state} store={store} />
      </div>
    );
  }
  const { data } = state.data;
  const title = data.lecture_record?.batch_title || lectureId;
  if (!view.showQr) {
    return (
      <div className="slide-state">
        <h2 id={titleId} className="slide-title" part="slide-title" dir="auto">
          {title}
        </h2>
        <StatusBanner view={view} />
      </div>
    );
  }
  return <SlideCodes lectureId={lectureId} data={data} title={title} titleId={titleId} />;
}

/**
 * `layout="slide"`: only what a room needs — the lecture's title, the current code as large as the slide allows with
 * its typed number, the entry type and how many have checked in — on its own light card, sized from its container.
 */
export function LectureSlide({ lectureId }: { lectureId: string | undefined }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section className="lecture-slide" part="slide" aria-labelledby={titleId}>
      <div className="slide-card">
        {lectureId ? (
          <SlideContent key={lectureId} lectureId={lectureId} titleId={titleId} />
        ) : (
          <div className="slide-state">
            <Alert variant="danger">{t('lectureQr.status.missing')}</Alert>
          </div>
        )}
      </div>
    </section>
  );
}
