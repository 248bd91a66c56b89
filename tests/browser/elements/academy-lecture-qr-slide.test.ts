// <academy-lecture-qr> on a slide (issue #31), in real Chromium against the stubbed API: layout="slide" in 960×540 and
// 1280×720 boxes shows only what a room needs, the code at least half the box's height and inside it, on its own
// readable card; the automatic choice from the container; a bad layout warns once; the keys it handles (a tab's
// arrows, in both layouts; Enter on Present, Escape in Present) never reach a deck listening on `document`; Present
// over a box that is already full screen leaves it full screen; Arabic in RTL with Arabic-Indic digits read left to
// right. Pure rules (auto choice, attribute values, presentation mode, own keys): unit tests.
import { expect } from 'chai';
import { realClick, realInput, resetPage, spyConsole, waitFor } from '../support/helpers';
import { ar, en, mountLectureQr, network, q, qq, resetEnglish, selectedTab, TITLE } from './academy-lecture-qr-support';

const SLIDE = '[part~=slide]';
const box = (width: number, height: number, attrs = 'layout="slide"') =>
  `<div id="box" style="width:${width}px;height:${height}px;background:#000">` +
  `<academy-lecture-qr lecture-id="1001" ${attrs}></academy-lecture-qr></div>`;
const rectOf = (element: Element) => element.getBoundingClientRect();
const nextFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
/** Selects a tab by its name (its keys are covered below). */
const chooseTab = (el: HTMLElement, name: string) =>
  qq(el, '[part~=tab]')
    .find((tab) => tab.textContent === name)!
    .click();

/** WCAG relative luminance of a computed `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** Keys that reached a listener on `document`, as a slide deck's. */
function documentKeys(): { keys: string[]; stop: () => void } {
  const keys: string[] = [];
  const listen = (event: KeyboardEvent) => keys.push(event.key);
  document.addEventListener('keydown', listen);
  return { keys, stop: () => document.removeEventListener('keydown', listen) };
}

describe('<academy-lecture-qr> on a slide', () => {
  beforeEach(resetEnglish);
  afterEach(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    resetPage();
    network?.restore();
  });

  it('layout="slide" at 960×540 and 1280×720: only the room parts, the code ≥ half the height inside the box, on a readable card', async () => {
    const el = await mountLectureQr({}, box(960, 540), `${SLIDE} [part~=code] svg`);
    const frame = document.getElementById('box')!;
    expect(q(el, '[part~=slide-title]')!.textContent).to.equal(TITLE);
    expect(qq(el, '[part~=tab]').map((tab) => tab.textContent)).to.have.length(3);
    expect(q(el, '[part~=typed-code]')!.textContent).to.equal('482 913');
    await waitFor(() => q(el, '[part~=checked-in] dd')!.textContent === '2', 'checked-in count');
    for (const part of ['page', 'back', 'refresh', 'roster', 'venue', 'lecture', 'online', 'print', 'instruction']) {
      expect(q(el, `[part~=${part}]`), part).to.equal(null);
    }
    const card = q(el, '.slide-card')!;
    const style = getComputedStyle(card);
    expect(contrast(style.color, style.backgroundColor), 'text on its card').to.be.at.least(4.5);
    expect(style.backgroundColor).to.not.match(/rgba\(.*, 0\)|transparent/);

    for (const [width, height] of [
      [960, 540],
      [1280, 720],
    ] as const) {
      frame.style.width = `${width}px`;
      frame.style.height = `${height}px`;
      await nextFrames();
      const outer = rectOf(frame);
      for (const tab of [en.tabs.in, en.tabs.inOut]) {
        chooseTab(el, tab);
        await waitFor(() => selectedTab(el) === tab, tab);
        for (const svg of qq(el, '[part~=code] svg')) {
          const code = rectOf(svg);
          expect(code.height, `${width}×${height} ${tab}`).to.be.at.least(height / 2);
          expect(Math.abs(code.width - code.height)).to.be.below(1);
          for (const inner of [code, rectOf(svg.closest('figure')!.querySelector('[part~=typed-code]')!)]) {
            expect(inner.top).to.be.at.least(outer.top);
            expect(inner.bottom).to.be.at.most(outer.bottom);
            expect(inner.left).to.be.at.least(outer.left);
            expect(inner.right).to.be.at.most(outer.right);
          }
        }
      }
    }
  });

  it('without layout: a landscape box under 800 px high is a slide, a taller one or a page flow a page; a bad value warns once and is ignored', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountLectureQr({}, box(960, 540, 'layout="poster"'), SLIDE);
      expect(warn.calls.filter((args) => String(args[0]).includes('layout="poster"'))).to.have.length(1);
      expect(el.getAttribute('layout')).to.equal('poster');
      document.getElementById('box')!.style.height = '900px';
      await waitFor(() => q(el, '[part~=page]'), 'a page in a tall box');
      expect(q(el, SLIDE)).to.equal(null);
    } finally {
      warn.restore();
    }
    // A deck's stage of fixed size around an auto-height slide (reveal.js): the stage is the container.
    resetEnglish();
    await mountLectureQr(
      {},
      '<div style="position:relative;width:960px;height:700px"><section style="position:absolute;width:100%">' +
        '<h2>Attendance</h2><academy-lecture-qr lecture-id="1001"></academy-lecture-qr></section></div>',
      SLIDE,
    );
    resetEnglish();
    const flow = await mountLectureQr();
    await waitFor(() => flow.shadowRoot!.querySelector('[part~=code] svg'), 'code');
    expect(q(flow, SLIDE)).to.equal(null);
    // The page layout keeps its tabs' keys too.
    const deck = documentKeys();
    try {
      q(flow, '[part~=tab]')!.focus();
      await (await realInput()).sendKeys({ press: 'ArrowRight' });
      await waitFor(() => selectedTab(flow) === 'Check Out', 'ArrowRight → Check Out');
      expect(deck.keys).to.deep.equal([]);
    } finally {
      deck.stop();
    }
  });

  it('keys it handles do not reach the page; Present over a full-screen box is an overlay there, and Escape leaves the box full screen', async () => {
    const el = await mountLectureQr({}, box(960, 540), `${SLIDE} [part~=code] svg`);
    const frame = document.getElementById('box')!;
    const { sendKeys } = await realInput();
    const deck = documentKeys();
    try {
      q(el, '[part~=tab]')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => selectedTab(el) === 'Check Out', 'ArrowRight → Check Out');
      await sendKeys({ press: 'End' });
      await waitFor(() => selectedTab(el) === 'Check In & Out', 'End → Check In & Out');
      expect(deck.keys, 'keys on a tab').to.deep.equal([]);

      // The deck goes full screen (a real click: full screen needs a user gesture).
      const go = document.createElement('button');
      go.textContent = 'Full screen';
      go.addEventListener('click', () => void frame.requestFullscreen());
      frame.append(go);
      await realClick(go);
      await waitFor(() => document.fullscreenElement === frame, 'box full screen');

      q(el, '[part~=present]')!.focus();
      await sendKeys({ press: 'Enter' });
      const shown = await waitFor(() => q<HTMLElement>(el, '[part~=presentation]'), 'presentation');
      expect(shown.dataset.mode).to.equal('overlay');
      expect(shown.matches(':popover-open'), 'in the top layer').to.equal(true);
      await waitFor(() => rectOf(shown).height >= innerHeight - 1, 'covers the full-screen box');
      expect(document.fullscreenElement).to.equal(frame);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !q(el, '[part~=presentation]'), 'presentation closed');
      expect(document.fullscreenElement, 'the box stays full screen').to.equal(frame);
      expect(deck.keys, 'Enter and Escape').to.deep.equal([]);
    } finally {
      deck.stop();
    }
  });

  it('Arabic: right to left, Arabic-Indic digits in the typed number and the count', async () => {
    const el = await mountLectureQr({}, box(960, 540, 'layout="slide" lang="ar"'), `${SLIDE} [part~=code] svg`);
    expect(el.getAttribute('dir')).to.equal('rtl');
    await waitFor(() => q(el, '[part~=checked-in] dd')!.textContent === '٢', 'Arabic count');
    expect(q(el, '[part~=checked-in] dt')!.textContent).to.equal(ar.roster.checkedIn);
    const typed = q(el, '[part~=typed-code]')!;
    expect(typed.textContent).to.equal('٤٨٢ ٩١٣');
    // Read left to right, first group first (Arabic numbers split by a space would otherwise swap their groups).
    const range = document.createRange();
    const at = (index: number) => (
      range.setStart(typed.firstChild!, index),
      range.setEnd(typed.firstChild!, index + 1)
    );
    at(0);
    const first = range.getBoundingClientRect().left;
    at(6);
    expect(first).to.be.below(range.getBoundingClientRect().left);
    expect(selectedTab(el)).to.equal(ar.tabs.in);
    // Right to left, the title's column (the inline start) is on the right of the codes.
    expect(rectOf(q(el, '.slide-side')!).left).to.be.greaterThan(rectOf(q(el, '.slide-codes')!).left);
  });
});
