/** English common strings; the Arabic part is typed against this one. */
export const commonEn = {
  common: {
    loading: 'Loading…',
    close: 'Close',
    retry: 'Try again',
    backToDashboard: 'Back to dashboard',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'required',
    optional: 'optional',
    or: 'or',
    dismiss: 'Dismiss notification',
    notifications: 'Notifications',
    switchLanguageTo: 'Switch language to',
    // The other language, named in that language.
    otherLanguage: 'العربية',
    // The pattern under a time or date box where Arabic has no native picker (issue #29 item 12).
    timeHint: '24-hour time, e.g. {{example}}',
    dateHint: 'Year-month-day, e.g. {{example}}',
  },
  errors: {
    unknownError: 'An error occurred',
    network: 'Network error. Please check your internet connection.',
    timeout: 'Request timed out. Please try again.',
    canceled: 'Request was canceled.',
    sessionExpired: 'Your session has expired. Please log in again.',
    sessionUnchecked: "Couldn't check your session; showing your saved details.",
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'The requested resource was not found.',
    methodNotAllowed: 'This action is not allowed.',
    tooManyRequests: 'Too many requests. Please try again later.',
    server: 'Server error. Please try again later.',
    validation: 'Validation error. Please check your input.',
    unexpected: 'An unexpected error occurred.',
    invalidResponse: 'The server sent an answer we could not read. Please try again.',
  },
  fallback: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Please refresh the page and try again.',
    refresh: 'Refresh Page',
  },
  validation: {
    required: 'This field is required',
  },
};

export type CommonDictionary = typeof commonEn;
