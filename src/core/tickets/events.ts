declare module '../events/event-map' {
  /** The tickets feature's events join the one typed map here. */
  interface AcademyEventMap {
    /** After a support ticket was created, with its number and id. */
    'academy-ticket-created': CustomEvent<{ ticketNo: string; ticketId: string }>;
  }
}

export {};
