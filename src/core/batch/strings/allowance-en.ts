/** English strings of a learner's extra time (#33) on the participants tab. */
export const ALLOWANCE_EN = {
  column: 'Extra time',
  multiplier: '×{{value}}',
  minutes: {
    zero: '+{{count}} min',
    one: '+{{count}} min',
    two: '+{{count}} min',
    few: '+{{count}} min',
    many: '+{{count}} min',
    other: '+{{count}} min',
  },
  open: 'Extra time',
  openLabel: 'Extra time for {{name}}',
  title: 'Extra time for {{name}}',
  applies: 'Applies to every exam of this batch, including attempts in progress.',
  multiplierLabel: 'Exam time multiplied by',
  minutesLabel: 'Extra minutes ({{min}}–{{max}})',
  save: 'Save',
  saving: 'Saving…',
  remove: 'Remove extra time',
  cancel: 'Cancel',
  saved: 'Extra time saved for {{name}}.',
  removed: 'Extra time removed for {{name}}.',
  loadFailed: "Couldn't load the extra time of this batch.",
  errors: {
    multiplier: 'Choose a multiplier from ×{{low}} to ×{{high}}.',
    minutes: 'Enter whole minutes from {{low}} to {{high}}.',
    participant: 'This learner is no longer in the batch.',
    network: 'No connection. Check your network and save again.',
    failed: "The extra time wasn't saved. Please try again.",
  },
};

export type AllowanceStrings = typeof ALLOWANCE_EN;
