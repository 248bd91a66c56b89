// <academy-content> in real Chromium, signed in against a stubbed API (§2 dynamic button content page, §5, §8, §9):
// sanitised HTML, the 600 px PDF frame with open-in-new-tab, view-document for other files, 'no content', the three
// error states (retry only for a load failure), the Arabic title in RTL, and a bad content-type ignored with a warning.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { contentAr } from '../../../src/core/content/strings/ar';
import { contentEn } from '../../../src/core/content/strings/en';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-content';
import {
  json,
  mount,
  resetPage,
  sessionRoutes,
  shadowQuery,
  spyConsole,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

type Lang = 'en' | 'ar';
const strings = (lang: Lang) => ({ ...(lang === 'ar' ? contentAr : contentEn), ...commonDictionary[lang] });
const en = strings('en');

const HOSTILE =
  '<h2>Trainer Handbook</h2><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p id="kept">Mark attendance.</p><a href="javascript:window.__xss=3">bad link</a>';
const PDF = {
  file_path: '/backend/storage/files/code-of-conduct.pdf',
  file_name: 'code-of-conduct.pdf',
  file_type: 'PDF',
};
const DOCX = {
  file_path: '/backend/storage/files/student-guide.docx',
  file_name: 'student-guide.docx',
  file_type: 'docx',
};
const button = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Code of Conduct',
  title_ar: 'مدونة السلوك',
  content: null,
  file: null,
  ...over,
});
const CONTENT = 'base/dynamic/button/1/content';

declare global {
  interface Window {
    __xss?: number;
  }
}

let network: ReturnType<typeof stubFetch>;

/** Stores a signed-in session, answers the content call with `content` and mounts `html`. */
async function mountSignedIn(
  content: Record<string, unknown>,
  html = '<academy-content button-id="1"></academy-content>',
): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, ...content });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(html);
  await shadowQuery(el, '[part~=back]');
  return el;
}

const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const contentCalls = () =>
  network.calls.filter(
    (call) => call.path.startsWith('base/dynamic/button/') && call.path !== 'base/dynamic/button/mine',
  );

/** Back-off sleeps of the query's retries (1 s, 2 s, 4 s) fire at once: a fast clock instead of real waits. */
function fastBackoff(): () => void {
  const original = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    original(handler, (ms ?? 0) >= 1000 ? 0 : ms, ...args)) as typeof window.setTimeout;
  return () => (window.setTimeout = original);
}

describe('<academy-content>', () => {
  beforeEach(() => {
    resetPage();
    delete window.__xss;
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('renders the title and the HTML body sanitised: no script, no handler, nothing ran', async () => {
    const el = await mountSignedIn({ [CONTENT]: button({ title: 'Trainer Handbook', content: HOSTILE }) });
    const body = await shadowQuery(el, '.content-body');
    expect(q(el, '[part~=title]')!.textContent).to.equal('Trainer Handbook');
    expect(q(el, 'h1')).to.equal(q(el, '[part~=title]'));
    expect(body.querySelector('h2')!.textContent).to.equal('Trainer Handbook');
    // Its id goes (it could collide with the element's own), its text stays; the text takes its own direction.
    expect(body.querySelector('p')!.textContent).to.equal('Mark attendance.');
    expect(body.querySelector('[id]'), 'no id').to.equal(null);
    expect([body.getAttribute('dir'), body.querySelector('p')!.getAttribute('dir')]).to.deep.equal(['auto', 'auto']);
    expect(body.querySelector('script'), 'no script').to.equal(null);
    // The image was there only for its handler: no broken-image icon is left in its place.
    expect(body.querySelector('img'), 'no handler-only image').to.equal(null);
    expect(body.querySelector('a')?.getAttribute('href') ?? null, 'no javascript: link').to.equal(null);
    expect(body.innerHTML).not.to.match(/onerror|<script|javascript:/i);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__xss).to.equal(undefined);
    expect(q(el, '[part~=document]')).to.equal(null);
    expect(q(el, '[part~=empty]')).to.equal(null);
  });

  it('shows a PDF in a 600 px frame with an open-in-new-tab link', async () => {
    const el = await mountSignedIn({ [CONTENT]: button({ content: '<p>Read the attached rules.</p>', file: PDF }) });
    const frame = await shadowQuery<HTMLIFrameElement>(el, 'iframe[part~=document-frame]');
    const url = `${location.origin}/backend/storage/files/code-of-conduct.pdf`;
    expect(frame.src).to.equal(url);
    expect(frame.getAttribute('title')).to.equal(en.content.documentFrame.replace('{{name}}', 'code-of-conduct.pdf'));
    expect(frame.getBoundingClientRect().height).to.equal(600);
    const open = q<HTMLAnchorElement>(el, 'a[part~=open-in-new-tab]')!;
    expect(open.href).to.equal(url);
    expect(open.target).to.equal('_blank');
    expect(open.rel.split(' ')).to.include('noopener');
    expect(open.textContent).to.equal(`${en.content.openInNewTab} ${en.content.opensInNewTab}`);
    expect(q(el, '[part~=document] h2')!.textContent).to.equal(en.content.document);
    expect(q(el, '[part~=view-document]')).to.equal(null);
  });

  it('offers other files through a view-document link, without a frame', async () => {
    const el = await mountSignedIn({ [CONTENT]: button({ file: DOCX }) });
    const view = await shadowQuery<HTMLAnchorElement>(el, 'a[part~=view-document]');
    expect(view.href).to.equal(`${location.origin}/backend/storage/files/student-guide.docx`);
    expect(view.target).to.equal('_blank');
    expect(view.rel.split(' ')).to.include('noopener');
    expect(view.textContent).to.contain(en.content.viewDocument);
    expect(q(el, '.document-name')!.textContent).to.equal('student-guide.docx');
    expect(q(el, 'iframe')).to.equal(null);
    expect(q(el, '[part~=empty]')).to.equal(null);
  });

  it("shows 'no content' without a body or file, and for a file with a javascript: path", async () => {
    const el = await mountSignedIn({
      [CONTENT]: button({ content: '  ' }),
      'base/dynamic/button/2/content': button({ id: 2, file: { ...PDF, file_path: 'javascript:window.__xss=4' } }),
    });
    expect((await shadowQuery(el, '[part~=empty]')).textContent).to.equal(en.content.noContent);
    expect(q(el, '[part~=title]')!.textContent).to.equal('Code of Conduct');
    el.setAttribute('button-id', '2');
    await waitFor(() => contentCalls().length === 2, 'button 2 asked');
    await waitFor(() => !q(el, '[part~=loading]') && q(el, '[part~=empty]'), 'button 2 shown');
    expect(q(el, 'iframe, a[target]')).to.equal(null);
  });

  for (const html of ['<academy-content></academy-content>', '<academy-content button-id="  "></academy-content>']) {
    it(`noBtnId without a usable button-id (${html}), and no call`, async () => {
      const el = await mountSignedIn({}, html);
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.dataset.error).to.equal('noBtnId');
      expect(error.textContent).to.equal(en.content.noBtnId);
      expect(error.querySelector('button'), 'no retry').to.equal(null);
      expect(contentCalls()).to.deep.equal([]);
    });
  }

  it('noButton on a 404, without retry', async () => {
    const el = await mountSignedIn({
      [CONTENT]: () => json({ message: 'Button not found.', status_text: 'Not Found' }, 404),
    });
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.dataset.error).to.equal('noButton');
    expect(error.textContent).to.equal(en.content.noButton);
    expect(error.querySelector('button')).to.equal(null);
    expect(contentCalls()).to.have.length(1);
  });

  const FAILURES = [
    { name: 'a 500 (after the retries)', reply: () => json({ message: 'Server error' }, 500), calls: 4 },
    { name: 'a malformed answer', reply: () => json({ message: 'OK', data: { id: 1 } }), calls: 1 },
    { name: 'a non-JSON answer', reply: () => new Response('<html>bad gateway</html>', { status: 200 }), calls: 1 },
  ];
  for (const failure of FAILURES) {
    it(`loadFailed on ${failure.name}; retry loads the content`, async () => {
      const restore = fastBackoff();
      let broken = true;
      try {
        const el = await mountSignedIn({
          [CONTENT]: () =>
            broken ? failure.reply() : json({ message: 'OK', data: button({ content: '<p>Back again</p>' }) }),
        });
        const error = await shadowQuery(el, '[part~=error]');
        expect(error.dataset.error).to.equal('loadFailed');
        expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.content.loadFailed);
        expect(contentCalls()).to.have.length(failure.calls);
        broken = false;
        const retry = error.querySelector('button')!;
        expect(retry.textContent).to.equal(en.common.retry);
        retry.click();
        expect((await shadowQuery(el, '.content-body')).textContent).to.equal('Back again');
        expect(q(el, '[part~=error]')).to.equal(null);
      } finally {
        restore();
      }
    });
  }

  it('Arabic: the Arabic title, right-to-left, a mirrored back arrow', async () => {
    setLanguage('ar');
    const ar = strings('ar');
    const el = await mountSignedIn({ [CONTENT]: button({ content: '<p>نص</p>', file: PDF }) });
    await shadowQuery(el, '[part~=title]');
    expect(q(el, '[part~=title]')!.textContent).to.equal('مدونة السلوك');
    expect(el.getAttribute('lang')).to.equal('ar');
    expect(el.getAttribute('dir')).to.equal('rtl');
    const back = q(el, '[part~=back]')!;
    expect(back.textContent).to.equal(ar.common.backToDashboard);
    expect(getComputedStyle(back.querySelector('svg')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    expect(q(el, 'iframe')!.getAttribute('title')).to.equal(
      ar.content.documentFrame.replace('{{name}}', 'code-of-conduct.pdf'),
    );
    expect(q(el, '[part~=open-in-new-tab]')!.textContent).to.equal(
      `${ar.content.openInNewTab} ${ar.content.opensInNewTab}`,
    );
    // The back link sits at the inline start: the right edge in RTL.
    const page = q(el, '.content-page')!.getBoundingClientRect();
    expect(page.right - back.getBoundingClientRect().right).to.be.lessThan(page.width / 2);
    expect(back.getBoundingClientRect().left - page.left).to.be.greaterThan(page.width / 2);
  });

  it('falls back to the English title in Arabic when there is no Arabic one', async () => {
    setLanguage('ar');
    const el = await mountSignedIn({ [CONTENT]: button({ title_ar: null, content: '<p>x</p>' }) });
    expect((await shadowQuery(el, '[part~=title]')).textContent).to.equal('Code of Conduct');
  });

  it('the back link asks the host to go to /dashboard', async () => {
    const el = await mountSignedIn({ [CONTENT]: button({ content: '<p>x</p>' }) });
    const paths: string[] = [];
    el.addEventListener('academy-navigate', (event) => {
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    const back = q<HTMLAnchorElement>(el, '[part~=back]')!;
    expect(back.getAttribute('href')).to.equal('/dashboard');
    expect(back.textContent).to.equal(en.common.backToDashboard);
    back.click();
    expect(paths).to.deep.equal(['/dashboard']);
  });

  it('a bad content-type is ignored with a console warning; the content still loads', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountSignedIn(
        { [CONTENT]: button({ content: '<p>x</p>' }) },
        '<academy-content content-type="evil" button-id="1"></academy-content>',
      );
      await shadowQuery(el, '.content-body');
      expect(warn.text()).to.contain('[academy] ignoring invalid content-type="evil"');
      el.setAttribute('content-type', 'dynamic-button');
      expect(warn.calls).to.have.length(1);
    } finally {
      warn.restore();
    }
  });
});
