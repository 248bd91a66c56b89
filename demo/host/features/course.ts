import { defineScreens } from '../screens';

/** /course/{courseId}[/{contentId}]/{courseProgressId} (learning §2): one `<academy-course>`, updated in place as the content changes. */
export const screens = defineScreens({
  course: {
    title: { en: 'Course', ar: 'الدورة' },
    layout: 'shell',
    tag: 'academy-course',
    attributes: (params) => {
      const attributes: Record<string, string> = { 'course-id': params.courseId ?? '' };
      if (params.contentId) attributes['content-id'] = params.contentId;
      if (params.courseProgressId) attributes['course-progress-id'] = params.courseProgressId;
      return attributes;
    },
  },
});
