declare module '../events/event-map' {
  /** The exam feature's events join the one typed map here. */
  interface AcademyEventMap {
    /** An attempt ended (all answered, time up, or the server said so), with the exam number, attempt id and why. */
    'academy-exam-completed': CustomEvent<{
      examNo: string;
      attemptId: string;
      reason: 'answered' | 'time-up' | 'server';
    }>;
    /** An attempt was started from the instructions. */
    'academy-exam-started': CustomEvent<{ examNo: string }>;
  }
}

export {};
