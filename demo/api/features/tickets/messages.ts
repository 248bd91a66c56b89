import type { MessageTable } from '../../messages';

// Support tickets: every text this feature sends, in English and Arabic (§5 and §8 strings verbatim in English).
export const TICKETS_MESSAGES = {
  ticketNotFound: ['Ticket not found.', 'التذكرة غير موجودة.'],
  ticketStatusInvalid: ['The status must be one of {allowed}.', 'يجب أن تكون الحالة إحدى القيم {allowed}.'],
  ticketPageInvalid: [
    'The page must be a whole number of at least {min}.',
    'يجب أن تكون الصفحة عددًا صحيحًا لا يقل عن {min}.',
  ],
  ticketLimitInvalid: [
    'The limit must be a whole number from 1 to {max}.',
    'يجب أن يكون الحد عددًا صحيحًا من ١ إلى {max}.',
  ],
  ticketTypeRequired: ['Type field is required.', 'حقل النوع مطلوب.'],
  ticketTypeInvalid: ['The selected type is invalid.', 'النوع المحدد غير صالح.'],
  ticketTitleRequired: ['Ticket title is required.', 'عنوان التذكرة مطلوب.'],
  ticketDescriptionRequired: ['Description field is required.', 'حقل الوصف مطلوب.'],
  ticketDescriptionMin: ['Description must be at least 20 characters.', 'يجب أن يتكون الوصف من ٢٠ حرفًا على الأقل.'],
  ticketDescriptionMax: ['Description must be less than 1000 characters.', 'يجب أن يكون الوصف أقل من ١٠٠٠ حرف.'],
  ticketCreated: ['Support ticket created successfully', 'تم إنشاء تذكرة الدعم بنجاح'],
  ticketIdRequired: ['The ticket_id field is required.', 'حقل رقم التذكرة مطلوب.'],
  replyRequired: ['The reply field is required.', 'حقل الرد مطلوب.'],
  ticketClosed: ['This ticket is closed. Reopen it to reply.', 'هذه التذكرة مغلقة. أعد فتحها للرد.'],
  replyAdded: ['Reply added successfully', 'تمت إضافة الرد بنجاح'],
  reopenOnlyClosed: ['Only a closed ticket can be reopened.', 'لا يمكن إعادة فتح إلا التذكرة المغلقة.'],
  ticketReopened: ['Support ticket reopened successfully', 'تمت إعادة فتح تذكرة الدعم بنجاح'],
  mailTicketAnsweredSubject: ['Support answered your ticket {number}', 'ردّ الدعم على تذكرتك {number}'],
  mailTicketClosedSubject: ['Support closed your ticket {number}', 'أغلق الدعم تذكرتك {number}'],
  mailTicketAnsweredHeading: ['Support answered your ticket', 'ردّ الدعم على تذكرتك'],
  mailTicketClosedHeading: ['Support closed your ticket', 'أغلق الدعم تذكرتك'],
  mailTicketAnsweredBody: [
    'Support replied to your ticket {number}, "{title}":',
    'ردّ الدعم على تذكرتك {number} «{title}»:',
  ],
  mailTicketClosedBody: [
    'Support closed your ticket {number}, "{title}", with this reply:',
    'أغلق الدعم تذكرتك {number} «{title}» بهذا الرد:',
  ],
  mailTicketQuote: ['"{excerpt}"', '«{excerpt}»'],
  mailTicketReopen: [
    'If your problem is not solved, reopen the ticket from its page.',
    'إذا لم تُحل مشكلتك، فأعد فتح التذكرة من صفحتها.',
  ],
  mailTicketAction: ['Open the ticket', 'فتح التذكرة'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    tickets: typeof TICKETS_MESSAGES;
  }
}
