// §5 batch messages as dictionary keys, with the spec's English words: the strings files are written from this map,
// and a test can check that every key exists there once they land.

/** Key → the spec's English text ({{maxScore}} is filled in by the dictionary). */
export const BATCH_VALIDATION_EN = {
  'batch.validation.statusRequired': 'Please select a status',
  'batch.validation.commentsRequired': 'Please enter comment',
  'batch.validation.commentsMax': 'Comments cannot exceed 200 characters',
  'batch.validation.entryTypeRequired': 'Entry type is required',
  'batch.validation.inTimeRequired': 'In time is required',
  'batch.validation.outTimeRequired': 'Out time is required',
  'batch.validation.inBeforeOut': 'In time must be earlier than out time',
  // Not in the spec (the native time picker allows no other value); the Arabic text box does.
  'batch.validation.timeInvalid': 'Enter the time as hours and minutes, such as 09:30',
  'batch.validation.lastEntryBreak': 'The last entry cannot be a break',
  'batch.validation.attendanceStatusRequired': 'Please select an attendance status',
  'batch.validation.noRecordsSelected': 'No records selected',
  'batch.validation.scoreInvalid': 'Please enter a valid score',
  'batch.validation.scoreNegative': "Score can't be negative",
  'batch.validation.scoreAboveMax': "Score can't exceed {{maxScore}}",
} as const;

/** A batch rule's message key. */
export type BatchValidationKey = keyof typeof BATCH_VALIDATION_EN;

/** Field → key of the first rule it breaks; an empty object means valid. */
export type BatchIssues<F extends string> = Partial<Record<F, BatchValidationKey>>;
