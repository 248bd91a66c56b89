// <academy-lecture-qr>, attendance the trainer can trust, in real Chromium against a stubbed API: the server's codes
// drawn and asked for again at their rotation, typed numbers, the §9 size at wide windows, the venue from the
// trainer's position, presentation mode, the paper codes in print, and the roster's method, place and flags
// (collapsed when long), in English and Arabic, and all of it at 390 px.
import { expect } from 'chai';
import { scanFactsAr } from '../../../src/core/locale/dictionaries/scan-facts/ar';
import { json, realClick, realInput, resetPage, waitFor } from '../support/helpers';
import {
  ar,
  calls,
  drawnPath,
  en,
  localIso,
  mountLectureQr,
  network,
  pathFor,
  person,
  q,
  QR,
  qq,
  qrData,
  resetEnglish,
  ROSTER,
  serverCode,
  serverCodes,
  text,
  VENUE,
} from './academy-lecture-qr-support';

/** Replaces navigator.geolocation: grants a position at the venue, or refuses (code 1). */
function stubGeolocation(answer: 'grant' | 'deny'): {
  options: () => PositionOptions | undefined;
  restore: () => void;
} {
  let options: PositionOptions | undefined;
  const fake = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, given?: PositionOptions) {
      options = given;
      if (answer === 'grant')
        setTimeout(() =>
          success({
            coords: { latitude: 25.2048, longitude: 55.2708, accuracy: 9 },
            timestamp: Date.now(),
          } as GeolocationPosition),
        );
      else setTimeout(() => failure?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => fake });
  return { options: () => options, restore: () => delete (navigator as { geolocation?: unknown }).geolocation };
}

const codeFigure = (el: HTMLElement, entry: string) => q(el, `[part~=code][data-entry=${entry}]`);
const drawn = (el: HTMLElement, entry: string) => drawnPath(codeFigure(el, entry));
const typed = (el: HTMLElement, entry: string, part = 'code') =>
  text(el, `[part~=${part}][data-entry=${entry}] [part~=typed-code]`);

describe('<academy-lecture-qr> trusted attendance', () => {
  let geo: ReturnType<typeof stubGeolocation> | undefined;
  beforeEach(resetEnglish);
  afterEach(async () => {
    geo?.restore();
    geo = undefined;
    const { setViewport, emulateMedia } = await realInput();
    await emulateMedia({ media: 'screen' });
    await setViewport({ width: 800, height: 600 });
    resetPage();
    network?.restore();
  });

  it('draws the server codes and asks view/qr again after qr_refresh_in_ms, drawing the new ones', async () => {
    let round = 0;
    const el = await mountLectureQr({
      [QR]: () =>
        qrData({ qr_codes: serverCodes(++round, round === 1 ? '482913' : '105277'), qr_refresh_in_ms: 1_000 }),
    });
    await waitFor(() => drawn(el, 'IN') === pathFor(serverCode('IN', 1).qr_content), 'round 1 code');
    expect(typed(el, 'IN')).to.equal('482 913');
    expect(q(el, '[part~=code][data-entry=IN] [part~=typed-code]')!.getAttribute('dir')).to.equal('ltr');
    expect(text(el, '[part~=code][data-entry=IN] .typed-label')).to.equal(en.code.typedLabel);
    await waitFor(() => drawn(el, 'IN') === pathFor(serverCode('IN', 2).qr_content), 'round 2 code after 1 s', 3_000);
    expect(typed(el, 'IN')).to.equal('105 277');
    expect(calls(QR).length).to.be.at.least(2);
  });

  it('Check In & Out draws both server codes, each with its own typed number', async () => {
    const el = await mountLectureQr();
    await waitFor(() => drawn(el, 'IN'), 'IN code');
    (qq(el, '[role=tab]')[2] as HTMLButtonElement).click();
    await waitFor(() => drawn(el, 'OUT'), 'OUT code');
    expect([drawn(el, 'IN'), drawn(el, 'OUT')]).to.deep.equal([
      pathFor(serverCode('IN').qr_content),
      pathFor(serverCode('OUT').qr_content),
    ]);
    expect([typed(el, 'IN'), typed(el, 'OUT')]).to.deep.equal(['482 913', '482 914']);
  });

  it('§9 sizes hold at wide windows: 360 px at 1024, 400 at 1280, 450 at 1920 (not stuck at 300)', async () => {
    const { setViewport } = await realInput();
    const el = await mountLectureQr();
    await waitFor(() => drawn(el, 'IN'), 'code');
    for (const [width, size] of [
      [1024, 360],
      [1280, 400],
      [1920, 450],
      [390, 200],
    ] as const) {
      await setViewport({ width, height: 1000 });
      await waitFor(
        () => Math.round(q(el, '[part~=code][data-entry=IN] svg')!.getBoundingClientRect().width) === size,
        `${size} px at ${width}`,
      );
    }
  });

  it("the venue: not set, then 'Use my current location' posts a precise position and says 'Venue set: within 150 m of here'", async () => {
    geo = stubGeolocation('grant');
    let venueSet = false;
    const el = await mountLectureQr({
      [QR]: () => qrData(venueSet ? { venue_latitude: 25.2048, venue_longitude: 55.2708, venue_radius_m: 150 } : {}),
      [VENUE]: () => {
        venueSet = true;
        return { venue_latitude: 25.2048, venue_longitude: 55.2708, venue_radius_m: 150 };
      },
    });
    const venue = await waitFor(() => q<HTMLElement>(el, '[part~=venue]'), 'venue panel');
    expect([venue.dataset.venue, text(el, '[part~=venue-state]')]).to.deep.equal(['none', en.venue.none]);
    const button = q<HTMLButtonElement>(el, '[part~=venue-use]')!;
    expect(button.textContent).to.equal(en.venue.use);
    button.scrollIntoView();
    await realClick(button);
    await waitFor(() => q(el, '[part~=venue-saved]'), 'saved note');
    expect(text(el, '[part~=venue-saved]')).to.equal('Venue set: within 150 m of here');
    expect(geo.options()?.enableHighAccuracy).to.equal(true);
    expect(calls(VENUE)[0]!.body).to.deep.equal({
      related_type: 'lecture',
      related_id: '1001',
      latitude: 25.2048,
      longitude: 55.2708,
    });
    await waitFor(() => venue.dataset.venue === 'set', 'view/qr read again');
    expect(text(el, '[part~=venue-state]')).to.equal('Scans are checked against the venue: within 150 m.');
  });

  it("the venue: a refused permission and the server's 422 are said in words", async () => {
    geo = stubGeolocation('deny');
    const el = await mountLectureQr({
      [VENUE]: () =>
        json({ message: 'Unprocessable', data: { latitude: ['The latitude must be between -90 and 90.'] } }, 422),
    });
    const button = await waitFor(() => q<HTMLButtonElement>(el, '[part~=venue-use]'), 'venue button');
    button.click();
    await waitFor(() => text(el, '[part~=venue-error]') === en.venue.denied, 'denied');
    expect(q(el, '[part~=venue-error]')!.getAttribute('role')).to.equal('alert');
    expect(calls(VENUE)).to.have.length(0);
    geo.restore();
    geo = stubGeolocation('grant');
    resetEnglish();
    network.restore();
    const again = await mountLectureQr(
      {
        [VENUE]: () =>
          json({ message: 'Unprocessable', data: { latitude: ['The latitude must be between -90 and 90.'] } }, 422),
      },
      '<academy-lecture-qr lecture-id="1005"></academy-lecture-qr>',
    );
    (await waitFor(() => q<HTMLButtonElement>(again, '[part~=venue-use]'), 'venue button')).click();
    await waitFor(
      () => text(again, '[part~=venue-error]') === 'The latitude must be between -90 and 90.',
      '422 field error',
    );
  });

  it('presentation: the code fills the screen with its typed number; Escape leaves and focus returns', async () => {
    const { setViewport, sendKeys } = await realInput();
    await setViewport({ width: 1280, height: 800 });
    const el = await mountLectureQr();
    await waitFor(() => drawn(el, 'IN'), 'code');
    const present = q<HTMLButtonElement>(el, '[part~=present]')!;
    expect(present.textContent).to.equal(en.present.open);
    present.scrollIntoView();
    await realClick(present);
    const shown = await waitFor(() => q(el, '[part~=presentation]'), 'presentation');
    expect([shown.getAttribute('role'), shown.getAttribute('aria-modal')]).to.deep.equal(['dialog', 'true']);
    const figure = shown.querySelector('[part~=presented-code][data-entry=IN]')!;
    expect(drawnPath(figure)).to.equal(pathFor(serverCode('IN').qr_content));
    expect(figure.querySelector('[part~=typed-code]')!.textContent).to.equal('482 913');
    // As large as the screen allows: far above the 400 px step, within the screen's height.
    await waitFor(() => figure.querySelector('svg')!.getBoundingClientRect().width > 500, 'large code');
    expect(figure.querySelector('svg')!.getBoundingClientRect().height).to.be.at.most(window.screen.height);
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.contain('present-close');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !q(el, '[part~=presentation]'), 'presentation closed');
    await waitFor(() => el.shadowRoot!.activeElement === present, 'focus back on Present');
  });

  it('print: the paper codes instead of the rotating ones, controls and the roster hidden', async () => {
    const { emulateMedia } = await realInput();
    const el = await mountLectureQr();
    await waitFor(() => drawn(el, 'IN'), 'code');
    await waitFor(() => drawnPath(q(el, '[part~=print-code][data-entry=IN]')), 'paper code drawn');
    expect(getComputedStyle(q(el, '[part~=print-codes]')!).display).to.equal('none');
    await emulateMedia({ media: 'print' });
    const shown = (selector: string) => q(el, selector)!.checkVisibility();
    await waitFor(() => shown('[part~=print-codes]'), 'paper codes in print');
    expect(drawnPath(q(el, '[part~=print-code][data-entry=IN]'))).to.equal(
      pathFor(serverCodes(900, '777001').IN.qr_content),
    );
    expect(typed(el, 'IN', 'print-code')).to.equal('777 001');
    expect(
      [
        '.qr-codes.screen-only',
        '[role=tablist]',
        '[part~=present]',
        '[part~=refresh]',
        '[part~=venue]',
        '[part~=roster]',
        '[part~=back]',
      ].map(shown),
    ).to.deep.equal([false, false, false, false, false, false, false]);
  });

  it('roster: method, distance and accuracy per row; flagged rows carry an icon and words', async () => {
    const rows = [
      person(203, 'Amal Haddad', 'checked_in', localIso(9, 4), null, {
        method: 'QR',
        distance_m: 38.4,
        accuracy_m: 12,
        flags: [],
      }),
      person(204, 'Badr Nasser', 'checked_in', localIso(9, 20), null, {
        method: 'TYPED',
        distance_m: 640,
        accuracy_m: 25,
        flags: ['outside_venue'],
      }),
      person(205, 'Dana Saleh', 'checked_out', localIso(9, 2), localIso(9, 6), {
        method: 'OFFLINE',
        distance_m: null,
        accuracy_m: null,
        flags: ['short_stay'],
      }),
      person(201, 'Layla Learner', 'not_yet'),
    ];
    const el = await mountLectureQr({ [ROSTER]: { rows, updated_at: localIso(9, 30) } });
    await waitFor(() => qq(el, '[part~=roster-person]').length === 4, 'roster');
    const row = (id: number) => q<HTMLElement>(el, `[part~=roster-person][data-participant="${id}"]`)!;
    expect(row(203).querySelector('[part~=scan-method]')!.textContent).to.equal('QR code');
    expect(row(203).querySelector('[part~=scan-place]')!.textContent).to.equal('38 m away ±12 m');
    expect([row(203).dataset.flagged, row(203).querySelector('[part~=scan-flag]')]).to.deep.equal([undefined, null]);
    const outside = row(204).querySelector<HTMLElement>('[part~=scan-flag]')!;
    expect([
      row(204).dataset.flagged,
      outside.textContent,
      outside.dataset.flag,
      !!outside.querySelector('svg'),
    ]).to.deep.equal(['true', 'Outside the venue', 'outside_venue', true]);
    expect(row(204).querySelector('[part~=scan-method]')!.textContent).to.equal('Typed code');
    expect(row(205).querySelector('[part~=scan-flag]')!.textContent).to.equal('Left soon after checking in');
    expect([
      row(205).querySelector('[part~=scan-method]')!.textContent,
      row(205).querySelector('[part~=scan-place]'),
    ]).to.deep.equal(['Offline scan', null]);
    expect(row(201).querySelector('[part~=scan-note]')).to.equal(null);
  });

  it('a long roster (13+) collapses to counts with a name search; flagged learners stay listed; "Show everyone" opens it', async () => {
    const rows = Array.from({ length: 15 }, (_, index) =>
      person(
        300 + index,
        `Learner ${String.fromCharCode(65 + index)}`,
        index < 6 ? 'checked_in' : index < 8 ? 'checked_out' : 'not_yet',
      ),
    );
    rows[1] = person(301, 'Learner B', 'checked_in', localIso(9, 5), null, {
      method: 'QR',
      distance_m: 900,
      accuracy_m: 30,
      flags: ['outside_venue'],
    });
    const el = await mountLectureQr({ [ROSTER]: { rows, updated_at: localIso(9, 30) } });
    const roster = await waitFor(() => q<HTMLElement>(el, '[part~=roster][data-collapsed]'), 'collapsed roster');
    expect(qq(el, '[part~=roster-counts] [part~=roster-count]').map((badge) => badge.textContent)).to.deep.equal([
      '6',
      '2',
      '7',
    ]);
    expect(qq(el, '[part~=roster-flagged] [part~=roster-person]').map((li) => li.dataset.participant)).to.deep.equal([
      '301',
    ]);
    expect(text(el, '[part~=roster-flagged] h3')).to.contain('Needs a look');
    const search = q<HTMLInputElement>(el, '[part~=roster-search]')!;
    expect(el.shadowRoot!.querySelector(`label[for="${search.id}"]`)!.textContent).to.equal(en.roster.search);
    search.focus();
    const { sendKeys } = await realInput();
    await sendKeys({ type: 'learner k' });
    await waitFor(() => qq(el, '[part~=roster-matches] [part~=roster-person]').length === 1, 'one match');
    expect(text(el, '[part~=roster-matches] [part~=roster-person]')).to.contain('Learner K').and.contain('Not yet');
    await sendKeys({ type: 'zz' });
    await waitFor(() => text(el, '[part~=roster-matches] [role=status]') === en.roster.noMatch, 'no match');
    const toggle = q<HTMLButtonElement>(el, '[part~=roster-toggle]')!;
    expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).to.deep.equal([en.roster.showAll, 'false']);
    toggle.click();
    await waitFor(() => qq(el, '[part~=roster-column] [part~=roster-person]').length === 15, 'everyone');
    expect([roster.dataset.collapsed, toggle.getAttribute('aria-expanded'), toggle.textContent]).to.deep.equal([
      undefined,
      'true',
      en.roster.showCounts,
    ]);
  });

  it('Arabic: typed codes in Arabic-Indic digits left to right, the venue and the flags in Arabic', async () => {
    geo = stubGeolocation('grant');
    const rows = [
      person(204, 'بدر ناصر', 'checked_in', localIso(9, 20), null, {
        method: 'TYPED',
        distance_m: 38,
        accuracy_m: 12,
        flags: ['outside_venue'],
      }),
    ];
    const el = await mountLectureQr(
      {
        [QR]: qrData({ venue_latitude: 25.2, venue_longitude: 55.27, venue_radius_m: 150 }),
        [ROSTER]: { rows, updated_at: null },
      },
      '<academy-lecture-qr lecture-id="1001" lang="ar"></academy-lecture-qr>',
    );
    await waitFor(() => el.getAttribute('dir') === 'rtl' && drawn(el, 'IN'), 'rtl code');
    expect(typed(el, 'IN')).to.equal('٤٨٢ ٩١٣');
    expect(getComputedStyle(q(el, '[part~=code][data-entry=IN] [part~=typed-code]')!).direction).to.equal('ltr');
    expect(text(el, '[part~=code][data-entry=IN] .typed-label')).to.equal(ar.code.typedLabel);
    expect(text(el, '[part~=venue-state]')).to.equal(ar.venue.set.replace('{{radius}}', '١٥٠'));
    expect(q(el, '[part~=venue-use]')!.textContent).to.equal(ar.venue.use);
    expect(q(el, '[part~=present]')!.textContent).to.equal(ar.present.open);
    await waitFor(() => q(el, '[part~=scan-flag]'), 'flag');
    expect(text(el, '[part~=scan-flag]')).to.equal(scanFactsAr.flags.outside_venue);
    expect(text(el, '[part~=scan-method]')).to.equal(scanFactsAr.method.TYPED);
    expect(text(el, '[part~=scan-place]')).to.equal('على بعد ٣٨ م ±١٢ م');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`fits 390 px (${lang}): codes, typed numbers, venue and a long roster without sideways scrolling`, async () => {
      const { setViewport } = await realInput();
      await setViewport({ width: 390, height: 844 });
      const rows = Array.from({ length: 14 }, (_, index) =>
        person(400 + index, `Learner ${index}`, 'checked_in', localIso(9, index), null, {
          method: 'TYPED',
          distance_m: 1234,
          accuracy_m: 56,
          flags: ['outside_venue', 'short_stay'],
        }),
      );
      const el = await mountLectureQr(
        { [ROSTER]: { rows, updated_at: localIso(9, 30) } },
        `<academy-lecture-qr lecture-id="1001" lang="${lang}"></academy-lecture-qr>`,
      );
      await waitFor(() => drawn(el, 'IN') && q(el, '[part~=roster-flagged]'), 'code and flagged list');
      (qq(el, '[role=tab]')[2] as HTMLButtonElement).click();
      await waitFor(() => drawn(el, 'OUT'), 'both codes');
      const page = q(el, '[part~=page]')!;
      expect(page.scrollWidth, 'no sideways scroll').to.be.at.most(page.clientWidth);
      for (const node of qq(el, '[part~=typed-code], [part~=venue-use], [part~=scan-flag], [part~=roster-search]')) {
        const box = node.getBoundingClientRect();
        expect([box.left >= 0, box.right <= 390], node.getAttribute('part')!).to.deep.equal([true, true]);
      }
    });
  }
});
