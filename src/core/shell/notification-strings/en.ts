import { relativeTimeWordsEn } from '../../locale/relative-time-words/en';

/** The notifications panel's words (#32), loaded with the panel: the bell's own stay in the shell's strings. */
export const notificationsEn = {
  notifications: {
    markAllRead: 'Mark all as read',
    empty: 'No notifications yet',
    showOlder: 'Show older',
    unread: 'Unread',
    markReadFailed: 'The notification could not be marked as read.',
    markAllFailed: 'The notifications could not be marked as read.',
    detail: '{{lecture}} · {{when}}',
    detailScore: '{{exam}} · {{score}}',
    detailCertificate: '{{course}} · certificate {{number}}',
    detailTicket: 'Ticket {{number}} · {{title}}',
    kind: {
      'marked-absent': 'You were marked absent',
      'marked-late': 'You were marked late',
      'lecture-soon': 'Your lecture starts soon',
      'exam-passed': 'You passed your exam',
      'exam-failed': 'Your exam result is out',
      'certificate-issued': 'Your certificate was issued',
      'ticket-answered': 'Support answered your ticket',
      'ticket-closed': 'Support closed your ticket',
    },
    // How long ago a notification came (platform §9 thresholds, core/locale/relative-time.ts).
    ago: relativeTimeWordsEn,
  },
};

export type NotificationsDictionary = typeof notificationsEn;
