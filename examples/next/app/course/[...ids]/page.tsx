/** The route's ids are read by the course layout, which holds the element. */
export default function CoursePage() {
  return null;
}
