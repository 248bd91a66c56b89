import type { MessageTable } from '../../messages';

// Dynamic buttons and company branding: every text this feature sends, in English and Arabic.
export const CONTENT_MESSAGES = {
  buttonNotFound: ['Button not found.', 'الزر غير موجود.'],
  companyNotFound: ['Company not found.', 'الجهة غير موجودة.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    content: typeof CONTENT_MESSAGES;
  }
}
