import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ButtonContentSchema } from '../../../src/core/api/schemas/content';
import { CourseViewAnswer, type CourseContent } from '../../../src/core/api/schemas/course';
import { ExamTakeSchema } from '../../../src/core/api/schemas/exam';
import { ExamResultSchema } from '../../../src/core/api/schemas/exam-result';
import { claimApiBase } from '../../../src/core/config/config';
import { contentView } from '../../../src/core/content/content-rules';
import { checkSchema } from '../../../src/core/http/client';
import { ContentDocumentView } from '../../../src/react/content/content-document';
import { ContentView } from '../../../src/react/course/content-view';
import { CertificateSection } from '../../../src/react/exam/certificate-section';
import { ExamLogo } from '../../../src/react/exam/exam-logo';
import { ElementRoot } from '../../../src/react/ui/element-root';
import buttons from '../../../demo/api/features/content/fixtures/buttons.json';
import courses from '../../../demo/api/features/course/fixtures/courses.json';

// Issue #31: no relative API URL reaches the DOM. The seed's answers, read the way `request` reads them (checkSchema)
// with the API on another origin than the page, rendered by the components that show their URLs: every address
// attribute is absolute on the API's origin, or a third origin's address the answer gave as such (a CDN). Addresses in
// server HTML are rewritten by DOMPurify hooks, which need a real browser: tests/browser/ui/sanitized-html.test.ts.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const API = 'https://api.example';
/** Every attribute that makes the browser load or link an address. */
const ADDRESS_ATTRIBUTES = ['src', 'href', 'poster', 'data', 'srcset', 'action', 'formaction'];

let roots: Root[] = [];
let release = () => {};
// The player is a lazy chunk: loaded ahead, it arrives within the render's act.
beforeAll(() => import('../../../src/react/course/video-player'));
beforeEach(() => {
  release = claimApiBase(API);
  // ElementRoot's session start asks who is signed in: nobody here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
  release();
});

async function render(node: ReactNode): Promise<ShadowRoot> {
  const host = document.body.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  roots.push(root);
  await act(async () =>
    root.render(
      <ElementRoot container={shadow} apiBase={API}>
        {node}
      </ElementRoot>,
    ),
  );
  return shadow;
}

/** `attribute=value` for every address attribute in the tree. */
function addresses(tree: ShadowRoot): string[] {
  return [...tree.querySelectorAll('*')].flatMap((element) =>
    ADDRESS_ATTRIBUTES.filter((name) => element.hasAttribute(name)).map(
      (name) => `${name}=${element.getAttribute(name) ?? ''}`,
    ),
  );
}

/** Addresses neither on the API's origin nor given absolute by the answer (`answer` as JSON). */
function misplaced(found: string[], answer: string): string[] {
  return found.filter((entry) => {
    const value = entry.slice(entry.indexOf('=') + 1);
    return !value.startsWith(`${API}/`) && !(/^https?:\/\//.test(value) && answer.includes(JSON.stringify(value)));
  });
}

const noop = () => undefined;

describe('API URLs in the DOM, with the API on another origin than the page (#31)', () => {
  it('course contents: video, poster, caption tracks, document frames, open and download links', async () => {
    const found: string[] = [];
    for (const course of courses) {
      const read = checkSchema(course, CourseViewAnswer, 'courses/view/course');
      const contents: CourseContent[] = read.units.flatMap((unit) =>
        unit.chapters.flatMap((chapter) => chapter.contents),
      );
      // One tree per course.
      const tree = await render(
        contents.map((content) => (
          <ContentView key={content.id} content={content} userId="7" isComplete={() => false} onComplete={noop} />
        )),
      );
      const videos = contents.filter((content) => content.type === 'video').length;
      // Each try flushes inside act, so the lazy player's arrival is too.
      await vi.waitFor(async () => {
        await act(async () => undefined);
        expect(tree.querySelectorAll('video')).toHaveLength(videos);
      });
      found.push(...addresses(tree));
    }
    expect(misplaced(found, JSON.stringify(courses))).toEqual([]);
    // The seed's kinds of URL all reached the DOM, so the check above saw them.
    expect(found).toEqual(
      expect.arrayContaining([
        `src=${API}/backend/storage/course/fire-safety-intro.webm`,
        `poster=${API}/backend/storage/course/fire-safety-intro.png`,
        `src=${API}/backend/storage/course/fire-safety-intro.en.vtt`,
        `src=${API}/backend/storage/course/fire-safety-handbook.pdf`,
        `href=${API}/backend/storage/course/fire-safety-handbook.pdf`,
      ]),
    );
  });

  it("dynamic buttons' documents, the exam's provided-by logo and a certificate's fallback link", async () => {
    const found: string[] = [];
    for (const button of buttons) {
      const { file_path, file_name, file_type, ...rest } = button;
      const answer = { ...rest, file: file_path === null ? null : { file_path, file_name, file_type } };
      const view = contentView(checkSchema(answer, ButtonContentSchema, 'base/dynamic/button/content'), 'en');
      if (view.document)
        found.push(...addresses(await render(<ContentDocumentView document={view.document} headingId="h" />)));
    }
    expect(misplaced(found, JSON.stringify(buttons))).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        `src=${API}/backend/storage/files/code-of-conduct.pdf`,
        `href=${API}/backend/storage/files/student-guide.docx`,
      ]),
    );

    // The take answer names the provided-by logo by a path on the API's host (demo/api/features/exam/take.ts).
    const take = checkSchema(
      { provided_by_logo: '/backend/storage/company/1/logo.svg', provided_by_name: 'Safe Academy' },
      ExamTakeSchema,
      'exams/take',
    );
    const header = await render(<ExamLogo src={take.provided_by_logo} name={take.provided_by_name} />);
    expect(addresses(header)).toEqual([`src=${API}/backend/storage/company/1/logo.svg`]);

    // The seed names no file for its certificates: a server that does gives a path on its own host.
    const result = checkSchema(
      {
        record_id: 1,
        passing_status: 'Pass',
        is_feedback_pending: 0,
        certificate: { certificate_no: 'CERT/2026/1', file_path: '/backend/storage/certificates/cert-1.pdf' },
        exam_attempt_questions: [],
      },
      ExamResultSchema,
      'exams/result',
    );
    const tree = await render(<CertificateSection examNo="1" result={result} />);
    // The fallback shows once the PDF call fails (fetch answers 401 here).
    await act(async () => tree.querySelector<HTMLElement>('[part="download"]')?.click());
    await vi.waitFor(() => expect(tree.querySelector('[part="download-fallback"]')).not.toBeNull());
    expect(addresses(tree)).toContain(`href=${API}/backend/storage/certificates/cert-1.pdf`);
  });
});
