declare module '../events/event-map' {
  /** The batch page's events join the one typed map here. */
  interface AcademyEventMap {
    /** After a sub-assessment score was saved, with the batch, the sub-assessment record and the value sent. */
    'academy-score-saved': CustomEvent<{ batchNo: string; recordId: string; value: number }>;
  }
}

export {};
