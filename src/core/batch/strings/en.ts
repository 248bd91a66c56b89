import { ALLOWANCE_EN } from './allowance-en';
import { ATTENDANCE_EN, VALIDATION_EN } from './attendance-en';

/** English batch-page strings; the Arabic part is typed against this one. */
export const batchEn = {
  batch: {
    redirecting: 'Taking you to sign in…',
    loading: 'Loading batch…',
    breadcrumb: { label: 'Breadcrumb', dashboard: 'Dashboard', batch: 'Batch {{no}}' },
    header: {
      batchNo: 'Batch number',
      participants: 'Participants',
      sessions: 'Sessions',
      averageTime: 'Average lecture time',
      hours: '{{hours}}h',
      startDate: 'Start date',
      endDate: 'End date',
      course: 'Course',
      none: '—',
    },
    tabs: {
      label: 'Batch sections',
      participants: 'Participants',
      attendance: 'Attendance',
      assessment: 'Assessment',
      insights: 'Insights',
    },
    error: {
      title: 'Something went wrong',
      body: "We couldn't load this batch. Please try again.",
      retry: 'Try again',
    },
    notFound: {
      title: 'Batch not available',
      body: 'This batch does not exist, or you are not permitted to view it.',
    },
    table: {
      search: 'Search',
      pageSize: 'Rows per page',
      range: '{{from}}-{{to}} of {{total}}',
      pager: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
      clear: 'Clear search',
      retry: 'Retry',
      region: '{{name}} table',
    },
    participants: {
      title: 'Participants',
      searchPlaceholder: 'Name, Arabic name, email, NID or phone',
      columns: {
        serial: '#',
        name: 'Name',
        arabicName: 'Arabic name',
        email: 'Email',
        nid: 'National ID',
        contact: 'Contact number',
      },
      notAvailable: 'N/A',
      empty: 'No participants in this batch yet.',
      noMatches: 'No participants match your search.',
      failed: 'Failed to load participants',
    },
    assessment: {
      title: 'Assessment',
      searchPlaceholder: 'Name, NID or id',
      refresh: 'Refresh',
      invalid: 'Invalid data format received from API',
      failed: 'Failed to load assessment data: {{message}}',
      failedUnknown: 'Failed to load assessment data: Unknown error',
      empty: 'No assessment records found.',
      noCriteria: 'This batch has no assessment criteria.',
      noMatches: 'No records match your search.',
      columns: { serial: '#', name: 'Name', nid: 'National ID', max: 'max {{max}}' },
      marks: { P: 'Present', A: 'Absent', L: 'Late', none: 'Not recorded' },
      /** The one-letter mark shown in a cell (its word is read out with it). */
      markLetters: { P: 'P', A: 'A', L: 'L' },
      scoreLabel: '{{title}} score for {{name}}',
      saving: 'Saving score…',
      saved: 'Score saved',
      updateFailed: 'Score update failed. The grid was reloaded.',
    },
    validation: VALIDATION_EN,
    attendance: ATTENDANCE_EN,
    allowance: ALLOWANCE_EN,
  },
};

export type BatchDictionary = typeof batchEn;
