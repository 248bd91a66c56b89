/** English verify strings; the Arabic part is typed against this one. */
export const verifyEn = {
  verify: {
    title: 'Verify',
    redirecting: 'Taking you to sign in…',
    list: 'Your items',
    loadFailed: 'Failed to load the list.',
    empty: 'Nothing here yet: add the first one above.',
    form: {
      title: 'Add an item',
      label: 'Title',
      submit: 'Add',
      submitting: 'Adding…',
      added: 'Added.',
      failed: 'Could not add it. Please try again.',
      titleRequired: 'Please enter a title.',
    },
  },
};

export type VerifyDictionary = typeof verifyEn;
