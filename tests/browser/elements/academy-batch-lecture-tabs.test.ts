// <academy-batch>'s attendance lecture tabs on a phone (#29 item 13), English and Arabic: with twenty lectures, the
// one opened first (today's) is wholly inside its sideways scroller, not cut off at an edge; the page did not scroll.
import { expect } from 'chai';
import { dayKey } from '../../../src/core/batch/lecture-tabs';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { shadowQuery, waitFor } from '../support/helpers';
import { useTrainerBatch } from '../support/trainer-batch';

const DAY = 86_400_000;
/** Twenty lectures, one a day: fifteen before today, today's, four after. */
const schedules = Array.from({ length: 20 }, (_, at) => ({
  date: dayKey(new Date(Date.now() + (at - 15) * DAY)),
  duration: 60,
  record_id: 100 + at,
}));

describe('<academy-batch> lecture tabs on a phone (#29 item 13)', () => {
  const mountBatch = useTrainerBatch({ width: 390, height: 844 });

  for (const lang of ['en', 'ar'] as const) {
    it(`today's lecture tab is wholly in view in its scroller (${lang})`, async () => {
      setLanguage(lang);
      const el = mountBatch({ schedules });
      const list = await shadowQuery(el, '[part~=lecture-tabs]');
      const today = await waitFor(() => list.querySelector<HTMLElement>('[aria-selected=true]'), 'a chosen tab');
      expect(today.dataset.lectureIndex).to.equal('15');
      expect(list.scrollWidth, 'the list scrolls sideways').to.be.above(list.clientWidth);
      await waitFor(() => {
        const outer = list.getBoundingClientRect();
        const inner = today.getBoundingClientRect();
        return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
      }, "today's tab wholly in view");
      expect(scrollY).to.equal(0);
    });
  }
});
