/** How long ago something happened, in English (platform §9; `relative-time.ts` picks the unit and count). */
export const relativeTimeWordsEn = {
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
};
