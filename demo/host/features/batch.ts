import { defineScreens } from '../screens';

/** /trainer/batch/{batchNo} (learning §2): `<academy-batch>` inside the shell (no role toggle); `tab` comes from the page's query. */
export const screens = defineScreens({
  batch: {
    title: { en: 'Batch', ar: 'الدفعة' },
    layout: 'shell',
    tag: 'academy-batch',
    attributes: (params) => {
      const tab = new URLSearchParams(location.search).get('tab');
      return { 'batch-no': params.batchNo ?? '', ...(tab ? { tab } : {}) };
    },
  },
});
