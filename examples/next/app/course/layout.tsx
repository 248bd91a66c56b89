'use client';
import { AcademyCourse } from 'academy-widgets/react/academy-course';
import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The course viewer with its attributes from the route, rendered on the server as `<academy-course course-id=…>`.
 * In the layout, not the page: moving to another content keeps the same element, which follows its new attributes.
 * One route for /course/{id}/{progress} and /course/{id}/{content}/{progress}.
 */
export default function CourseLayout({ children }: { children: ReactNode }) {
  const [courseId, second, third] = useParams<{ ids: string[] }>().ids ?? [];
  const [contentId, courseProgressId] = third === undefined ? [undefined, second] : [second, third];
  return (
    <main data-host-route="course">
      <AcademyCourse courseId={courseId} contentId={contentId} courseProgressId={courseProgressId} />
      {children}
    </main>
  );
}
