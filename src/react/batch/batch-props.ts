import type { BatchTab } from '../../core/batch/page-tabs';

/** Attributes of `<academy-batch>` (besides the common api-base, lang and brand). */
export interface BatchProps {
  /** The batch number (`/trainer/batch/{batchNo}`). */
  batchNo?: string;
  /** The tab shown: participants (default), attendance or assessment; the page's `tab` query parameter when absent. */
  tab?: BatchTab;
}
