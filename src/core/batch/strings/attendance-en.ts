import { BATCH_VALIDATION_EN } from '../validation-messages';

// The Attendance tab's strings: batch-ui places ATTENDANCE_EN in the batch dictionary as its `attendance` section
// (keys batch.attendance.*) and VALIDATION_EN as its `validation` section (keys batch.validation.*).

/** English strings of the Attendance tab; the Arabic ones are typed against these. */
export const ATTENDANCE_EN = {
  lectures: 'Lectures',
  lecture: 'Lecture {{number}}',
  noLectures: 'This batch has no lectures yet.',
  loading: 'Loading attendance…',
  empty: 'No attendance records found for this lecture.',
  noMatches: 'No attendance records match your search.',
  retry: 'Try again',
  search: {
    placeholder: 'User name, NID or ID',
  },
  table: {
    caption: 'Attendance of lecture {{number}}',
    selectAll: 'Select all shown records',
    selectRow: 'Select {{name}}',
    expand: 'Show entries of {{name}}',
    name: 'Name',
    nid: 'NID',
    type: 'Type',
    status: 'Status',
    present: 'Time present',
    breakTime: 'Break time',
    late: 'Late',
    actions: 'Actions',
  },
  late: {
    yes: 'Yes',
    no: 'No',
    toggle: 'Late: {{name}}',
  },
  log: {
    title: 'Entry log',
    empty: 'No entries logged.',
    deleted: 'Deleted',
  },
  scans: {
    title: 'Scans',
    IN: 'Check in',
    OUT: 'Check out',
  },
  menu: {
    label: 'Actions for {{name}}',
    edit: 'Edit',
    view: 'View',
  },
  statuses: {
    PRESENT: 'Present',
    ABSENT: 'Absent',
    FLAGGED: 'Flagged',
    EXCUSED: 'Excused',
  },
  entryTypes: {
    IN_CLASS: 'In Class',
    BREAK: 'Break',
    BACK_FROM_BREAK: 'Back from Break',
    LEFT_EARLY: 'Left Early',
    OUT: 'Checked out',
  },
  markButton: 'Mark Attendance ({{count}})',
  edit: {
    title: 'Edit attendance',
    viewTitle: 'View attendance',
    loading: 'Loading attendance details…',
    loadFailed: 'Failed to load attendance details',
    status: 'Status',
    selectStatus: 'Select a status',
    comments: 'Comments',
    counter: '{{count}}/{{max}}',
    entries: 'Entries',
    noEntries: 'No entries yet.',
    entriesNote: "Entries are checked here; only the last entry's type is saved.",
    entry: 'Entry {{number}}',
    entryType: 'Entry type',
    inTime: 'In time',
    outTime: 'Out time',
    scanned: 'Scanned',
    add: 'Add entry',
    remove: 'Remove last entry',
    createdBy: 'Created by',
    reviewedBy: 'Reviewed by',
    present: 'Time present',
    breakTime: 'Break time',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'Attendance updated successfully!',
  },
  multi: {
    title: 'Mark attendance',
    selected: '{{count}} record(s) selected',
    status: 'Attendance status',
    selectStatus: 'Select an attendance status',
    comments: 'Comments (optional)',
    submit: 'Mark Attendance',
    submitting: 'Marking…',
    cancel: 'Cancel',
  },
  success: {
    updated: 'Attendance updated successfully!',
    multi: 'Successfully updated {{n}} attendance record(s)!',
    late: 'Record updated successfully!',
  },
  errors: {
    invalidFormat: 'Invalid data format received from API. Expected array, got: {{type}}',
    noData: 'No data received from API',
    loadFailed: 'Failed to load attendance data: {{message}}',
    loadFailedUnknown: 'Failed to load attendance data: Unknown error',
    updateFailed: 'Failed to update attendance',
    multiFailed: 'Failed to update attendance records',
    markFailed: 'Failed to mark attendance',
    lateFailed: 'Update failed: {{message}}',
    lateFailedUnknown: 'Update failed: Unknown error',
    network: 'Network error occurred. Please try again.',
  },
};

/** The shape every language of the Attendance tab fills. */
export type AttendanceStrings = typeof ATTENDANCE_EN;

type ValidationName<K> = K extends `batch.validation.${infer N}` ? N : never;

/** The `batch.validation` section: the §5 English texts of BATCH_VALIDATION_EN under their short names. */
export const VALIDATION_EN = Object.fromEntries(
  Object.entries(BATCH_VALIDATION_EN).map(([key, text]) => [key.slice('batch.validation.'.length), text]),
) as { [K in keyof typeof BATCH_VALIDATION_EN as ValidationName<K>]: string };

/** The shape every language of the batch validation messages fills. */
export type ValidationStrings = typeof VALIDATION_EN;
