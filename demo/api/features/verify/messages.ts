import type { MessageTable } from '../../messages';

// The verify feature: every text it sends, in English and Arabic (keys are unique across the API).
export const VERIFY_MESSAGES = {
  verifyAdded: ['Added.', 'تمت الإضافة.'],
  verifyTitleRequired: ['The title field is required.', 'حقل العنوان مطلوب.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    verify: typeof VERIFY_MESSAGES;
  }
}
