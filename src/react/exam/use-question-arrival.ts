import { useEffect, useRef, type RefObject } from 'react';

/** Says a text in the element's one polite live region (kept by the take page, so it is in the DOM before it speaks). */
export type Announce = (text: string) => void;

/**
 * #37 each new showing of a question (Start, Next, Skip, a timed-out question) moves focus to its heading and announces
 * `text` ('Question 3 of 10'): the controls pressed are gone or elsewhere, and focus must not drop to the page. The
 * showing on mount counts only when `arrived` (the learner just pressed Start), not when a page load resumes the exam.
 */
export function useQuestionArrival(
  showing: number,
  text: string,
  arrived: boolean,
  announce: Announce,
): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const handled = useRef<number | null>(arrived ? null : showing);
  useEffect(() => {
    // A language switch changes the text, not the question: nothing moves then.
    if (handled.current === showing || text === '') return;
    handled.current = showing;
    heading.current?.focus();
    announce(text);
  }, [showing, text, announce]);
  return heading;
}
