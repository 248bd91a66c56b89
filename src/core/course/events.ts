declare module '../events/event-map' {
  /** The course viewer's events join the one typed map here. */
  interface AcademyEventMap {
    /** After a content was marked complete (by the learner or by the viewer) or unmarked, with the course's new percentage. */
    'academy-course-progress': CustomEvent<{
      courseId: string;
      contentId: string;
      completed: boolean;
      percentage: number;
    }>;
  }
}

export {};
