/** English content-page strings; the Arabic part is typed against this one. */
export const contentEn = {
  content: {
    noBtnId: 'No button ID was provided.',
    noButton: 'Button not found.',
    loadFailed: 'Failed to load content.',
    noContent: 'No content available.',
    signInRequired: 'Please log in to view this page.',
    document: 'Attached document',
    documentFrame: 'Document: {{name}}',
    openInNewTab: 'Open in new tab',
    viewDocument: 'View document',
    opensInNewTab: '(opens in a new tab)',
  },
};

export type ContentDictionary = typeof contentEn;
