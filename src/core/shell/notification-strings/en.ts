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
    kind: {
      'marked-absent': 'You were marked absent',
      'marked-late': 'You were marked late',
      'lecture-soon': 'Your lecture starts soon',
    },
    // How long ago a notification came (platform §9 thresholds, core/locale/relative-time.ts).
    ago: {
      now: 'just now',
      minutes: {
        zero: '{{count}} minutes ago',
        one: '1 minute ago',
        two: '2 minutes ago',
        few: '{{count}} minutes ago',
        many: '{{count}} minutes ago',
        other: '{{count}} minutes ago',
      },
      hours: {
        zero: '{{count}} hours ago',
        one: '1 hour ago',
        two: '2 hours ago',
        few: '{{count}} hours ago',
        many: '{{count}} hours ago',
        other: '{{count}} hours ago',
      },
      days: {
        zero: '{{count}} days ago',
        one: '1 day ago',
        two: '2 days ago',
        few: '{{count}} days ago',
        many: '{{count}} days ago',
        other: '{{count}} days ago',
      },
      weeks: {
        zero: '{{count}} weeks ago',
        one: '1 week ago',
        two: '2 weeks ago',
        few: '{{count}} weeks ago',
        many: '{{count}} weeks ago',
        other: '{{count}} weeks ago',
      },
      months: {
        zero: '{{count}} months ago',
        one: '1 month ago',
        two: '2 months ago',
        few: '{{count}} months ago',
        many: '{{count}} months ago',
        other: '{{count}} months ago',
      },
    },
  },
};

export type NotificationsDictionary = typeof notificationsEn;
