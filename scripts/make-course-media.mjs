#!/usr/bin/env node
// Usage: node scripts/make-course-media.mjs [--documents] (CHROME_PATH or /usr/bin/chromium)
// Makes the course viewer's demo media in headless Chromium and writes them to demo/api/features/course/files/: per
// course a 10-second bilingual WebM with a running second counter (canvas + MediaRecorder, checked to have a Duration
// and to seek) and its poster, a two-page bilingual PDF and a slide deck PDF. Run once; the output is committed.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const out = join(root, 'demo/api/features/course/files');
const SECONDS = 10;
const FPS = 15;

// EBML ids (Matroska): the walk steps into CONTAINERS and looks for Info/Duration.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CONTAINERS = new Set([SEGMENT, INFO]);

/** A variable-length integer at `at`: its byte length and value (the marker bit kept for ids, dropped for sizes). */
function readVint(bytes, at, keepMarker = false) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML vint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index];
  return { length, value };
}

/**
 * True when the WebM's Info has a Duration. Chromium 156's MediaRecorder finalises the file (Duration, SeekHead, Cues);
 * older versions wrote a live file without one (duration Infinity, unreliable seeking), which this script refuses.
 */
function hasDuration(webm) {
  let at = 0;
  while (at < webm.length) {
    const id = readVint(webm, at, true);
    const size = readVint(webm, at + id.length);
    if (id.value === DURATION) return true;
    const dataAt = at + id.length + size.length;
    // Clusters come after Info: nothing past the first one can be the Duration.
    if (id.value === CLUSTER) return false;
    at = CONTAINERS.has(id.value) ? dataAt : dataAt + size.value;
  }
  return false;
}

/** The two videos: [file stem, English title and subtitle, Arabic title and subtitle, accent colour]. */
const VIDEOS = [
  [
    'fire-safety-intro',
    ['Fire Safety Fundamentals', 'Introduction to the course'],
    ['أساسيات السلامة من الحرائق', 'مقدمة الدورة'],
    '#e65100',
  ],
  [
    'cctv-control-room',
    ['CCTV Operations', 'Welcome to the control room'],
    ['تشغيل أنظمة المراقبة بالكاميرات', 'مرحبًا بك في غرفة التحكم'],
    '#00897b',
  ],
];

/** Draws one frame: a badge, bilingual title, the running second and a progress bar (runs in the page). */
function drawFrameSource() {
  return `function drawFrame(ctx, elapsed, total, texts) {
    const { width } = ctx.canvas;
    const [[title, subtitle], [titleAr, subtitleAr], accent] = texts;
    ctx.fillStyle = '#0d2a4a';
    ctx.fillRect(0, 0, width, ctx.canvas.height);
    ctx.fillStyle = accent;
    ctx.beginPath();
    ctx.arc(72, 80, 34, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'left';
    ctx.font = 'bold 30px "DejaVu Sans", sans-serif';
    ctx.fillText(title, 126, 78);
    ctx.font = '20px "DejaVu Sans", sans-serif';
    ctx.fillText(subtitle, 126, 108);
    ctx.direction = 'rtl';
    ctx.textAlign = 'right';
    ctx.font = 'bold 30px "Noto Sans Arabic", sans-serif';
    ctx.fillText(titleAr, width - 40, 170);
    ctx.font = '20px "Noto Sans Arabic", sans-serif';
    ctx.fillText(subtitleAr, width - 40, 204);
    ctx.direction = 'ltr';
    ctx.textAlign = 'center';
    ctx.font = 'bold 64px "DejaVu Sans Mono", monospace';
    ctx.fillText(Math.min(total, Math.floor(elapsed)) + ' s', width / 2, 290);
    ctx.fillStyle = '#29476b';
    ctx.fillRect(40, 320, width - 80, 12);
    ctx.fillStyle = '#ffb300';
    ctx.fillRect(40, 320, (width - 80) * Math.min(1, elapsed / total), 12);
  }`;
}

async function recordVideo(page, texts) {
  await page.setContent(`<canvas width="640" height="360"></canvas><script>${drawFrameSource()}</script>`);
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(
    async ({ seconds, fps, texts }) => {
      const canvas = document.querySelector('canvas');
      const ctx = canvas.getContext('2d');
      /* global drawFrame */
      drawFrame(ctx, 0, seconds, texts);
      const poster = canvas.toDataURL('image/png');
      const recorder = new MediaRecorder(canvas.captureStream(fps), {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 160_000,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      recorder.start();
      const timer = setInterval(() => drawFrame(ctx, (performance.now() - start) / 1000, seconds, texts), 1000 / fps);
      // A little past the end, so the last frame (showing the final second) is in the file.
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 150));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { webm: btoa(binary), poster: poster.split(',')[1] };
    },
    { seconds: SECONDS, fps: FPS, texts },
  );
  return { webm: Buffer.from(result.webm, 'base64'), poster: Buffer.from(result.poster, 'base64') };
}

/** Plays the file from a blob: the duration must be finite and a seek to 7 s must land there. */
async function checkVideo(page, webm) {
  await page.setContent('<video muted></video>');
  return page.evaluate(async (base64) => {
    const video = document.querySelector('video');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error('the video does not load'));
    });
    const duration = video.duration;
    video.currentTime = 7;
    await new Promise((resolve) => (video.onseeked = resolve));
    return { duration, seekedTo: video.currentTime };
  }, webm.toString('base64'));
}

const PAGE_STYLE = `
  body { font-family: "DejaVu Sans", sans-serif; color: #1a2330; margin: 0; }
  [lang="ar"] { font-family: "Noto Sans Arabic", sans-serif; direction: rtl; }
  h1 { color: #0d2a4a; font-size: 22pt; margin: 0 0 4pt; }
  h2 { color: #b23c00; font-size: 14pt; margin: 14pt 0 4pt; }
  p, li { font-size: 11pt; line-height: 1.45; }
  .sheet { padding: 48pt 56pt; break-after: page; }
  .sheet:last-child { break-after: auto; }
  .note { color: #5a6573; font-size: 9pt; }
`;

const HANDBOOK = `<style>${PAGE_STYLE}</style>
<section class="sheet" lang="en">
  <h1>Fire Safety Handbook</h1>
  <p class="note">Fire Safety Fundamentals · Unit 1 reading · Academy Widgets demo</p>
  <h2>1. The fire triangle</h2>
  <p>A fire needs heat, fuel and oxygen. Remove any one of the three and the fire goes out: cooling removes heat,
  clearing combustibles removes fuel, and smothering removes oxygen.</p>
  <h2>2. Classes of fire</h2>
  <ul><li>Class A: ordinary combustibles such as paper, wood and textiles.</li>
  <li>Class B: flammable liquids such as petrol and solvents.</li>
  <li>Class C: flammable gases.</li><li>Electrical fires: switch off the supply first.</li>
  <li>Class F: cooking oils and fats.</li></ul>
  <h2>3. When the alarm sounds</h2>
  <p>Stop work, leave by the nearest safe exit, do not use lifts, and report to your assembly point for the roll call.</p>
</section>
<section class="sheet" lang="ar">
  <h1>دليل السلامة من الحرائق</h1>
  <p class="note">أساسيات السلامة من الحرائق · قراءة الوحدة الأولى</p>
  <h2>١. مثلث الحريق</h2>
  <p>يحتاج الحريق إلى الحرارة والوقود والأكسجين. إذا أُزيل أحدها انطفأ الحريق: التبريد يزيل الحرارة، وإبعاد المواد
  القابلة للاشتعال يزيل الوقود، والخنق يزيل الأكسجين.</p>
  <h2>٢. فئات الحرائق</h2>
  <ul><li>الفئة أ: المواد الصلبة العادية مثل الورق والخشب والأقمشة.</li><li>الفئة ب: السوائل القابلة للاشتعال.</li>
  <li>الفئة ج: الغازات القابلة للاشتعال.</li><li>حرائق الكهرباء: افصل التيار أولًا.</li><li>الفئة و: زيوت الطهي والدهون.</li></ul>
  <h2>٣. عند سماع جرس الإنذار</h2>
  <p>أوقف العمل، وغادر من أقرب مخرج آمن، ولا تستخدم المصاعد، وتوجّه إلى نقطة التجمع للتفقد.</p>
</section>`;

const CHECKLIST = `<style>${PAGE_STYLE}</style>
<section class="sheet" lang="en">
  <h1>CCTV Operator Checklist</h1>
  <p class="note">CCTV Operations · Unit 1 reading · Academy Widgets demo</p>
  <h2>Start of shift</h2>
  <ul><li>Sign the control room log and read the handover notes.</li><li>Check every monitor shows a live picture.</li>
  <li>Test the pan, tilt and zoom of each PTZ camera.</li><li>Confirm the recorder shows today's date and time.</li></ul>
  <h2>During the shift</h2>
  <ul><li>Follow the patrol pattern on the camera wall every 15 minutes.</li><li>Log every incident with its time and camera.</li></ul>
  <h2>End of shift</h2>
  <ul><li>Write the handover notes.</li><li>Report any camera fault to the supervisor.</li></ul>
</section>
<section class="sheet" lang="ar">
  <h1>قائمة تحقق مشغّل الكاميرات</h1>
  <p class="note">تشغيل أنظمة المراقبة بالكاميرات · قراءة الوحدة الأولى</p>
  <h2>بداية المناوبة</h2>
  <ul><li>وقّع في سجل غرفة التحكم واقرأ ملاحظات التسليم.</li><li>تأكد من أن كل شاشة تعرض صورة مباشرة.</li>
  <li>اختبر الحركة والإمالة والتقريب لكل كاميرا متحركة.</li><li>تأكد من أن جهاز التسجيل يعرض تاريخ اليوم ووقته.</li></ul>
  <h2>أثناء المناوبة</h2>
  <ul><li>اتبع مسار الجولة على جدار الكاميرات كل 15 دقيقة.</li><li>سجّل كل حادثة مع وقتها ورقم الكاميرا.</li></ul>
  <h2>نهاية المناوبة</h2>
  <ul><li>اكتب ملاحظات التسليم.</li><li>أبلغ المشرف عن أي عطل في الكاميرات.</li></ul>
</section>`;

/** [English title, Arabic title, English text, Arabic text] of each slide. */
const FIRE_SLIDES = [
  [
    'Classes of Fire',
    'فئات الحرائق',
    'Fire Safety Fundamentals · Unit 1',
    'أساسيات السلامة من الحرائق · الوحدة الأولى',
  ],
  [
    'Class A and Class B',
    'الفئتان أ و ب',
    'Solids: water or foam. Liquids: foam, powder or CO₂ — never water.',
    'المواد الصلبة: الماء أو الرغوة. السوائل: الرغوة أو البودرة أو ثاني أكسيد الكربون، وليس الماء.',
  ],
  [
    'Electrical and Class F',
    'حرائق الكهرباء والفئة و',
    'Electrical: isolate, then CO₂. Cooking oil: wet chemical or a fire blanket.',
    'الكهرباء: افصل التيار ثم استخدم ثاني أكسيد الكربون. زيت الطهي: المادة الكيميائية الرطبة أو بطانية الحريق.',
  ],
  [
    'Remember P.A.S.S.',
    'تذكّر: اسحب، وجّه، اضغط، حرّك',
    'Pull the pin · Aim at the base · Squeeze · Sweep',
    'اسحب المسمار · وجّه إلى قاعدة اللهب · اضغط المقبض · حرّك يمينًا ويسارًا',
  ],
];

const CCTV_SLIDES = [
  ['Camera Types', 'أنواع الكاميرات', 'CCTV Operations · Unit 1', 'تشغيل أنظمة المراقبة بالكاميرات · الوحدة الأولى'],
  [
    'Fixed and dome cameras',
    'الكاميرات الثابتة والقبّية',
    'One view, always recorded: entrances, tills and corridors.',
    'منظر واحد مسجّل دائمًا: المداخل ونقاط الدفع والممرات.',
  ],
  [
    'PTZ cameras',
    'الكاميرات المتحركة',
    'Pan, tilt and zoom to follow a person; return to the preset afterwards.',
    'حرّك الكاميرا وأملها وقرّبها لتتبع شخص، ثم أعدها إلى وضعها المحدد.',
  ],
];

/** A deck of 16:9 pages, one per slide. */
const deck = (slides) => `<style>${PAGE_STYLE}
  .slide { height: 100vh; box-sizing: border-box; padding: 40pt 56pt; display: flex; flex-direction: column; justify-content: center;
    background: #0d2a4a; color: #fff; break-after: page; }
  .slide:last-child { break-after: auto; }
  .slide h1 { color: #ffb300; font-size: 30pt; }
  .slide p { font-size: 16pt; }
  .slide .count { color: #9fb3c8; font-size: 10pt; margin-top: auto; }
</style>
${slides
  .map(
    ([en, ar, textEn, textAr], index) => `<section class="slide">
  <h1 lang="en">${en}</h1><p lang="en">${textEn}</p>
  <h1 lang="ar">${ar}</h1><p lang="ar">${textAr}</p>
  <p class="count">${index + 1} / ${slides.length}</p></section>`,
  )
  .join('')}`;

const SLIDE_PAGE = { width: '960px', height: '540px' };
/** [file, title (the PDF's own Title, which a viewer shows; without one Chromium writes 'about:blank'), HTML, page options]. */
const DOCUMENTS = [
  ['fire-safety-handbook.pdf', 'Fire Safety Handbook — دليل السلامة من الحرائق', HANDBOOK, { format: 'A4' }],
  ['classes-of-fire-slides.pdf', 'Classes of Fire — فئات الحرائق', deck(FIRE_SLIDES), SLIDE_PAGE],
  ['cctv-operator-checklist.pdf', 'CCTV Operator Checklist — قائمة تحقق مشغّل الكاميرات', CHECKLIST, { format: 'A4' }],
  ['cctv-camera-types-slides.pdf', 'Camera Types — أنواع الكاميرات', deck(CCTV_SLIDES), SLIDE_PAGE],
];

async function makePdf(page, title, html, options) {
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${html}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.pdf({ printBackground: true, margin: { top: '0', right: '0', bottom: '0', left: '0' }, ...options });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  // `--documents` remakes only the PDFs (the videos are recorded live and differ on every run).
  for (const [stem, ...texts] of process.argv.includes('--documents') ? [] : VIDEOS) {
    const { webm, poster } = await recordVideo(page, texts);
    if (!hasDuration(webm)) throw new Error('this Chromium wrote a WebM without a Duration: use Chromium 156 or later');
    const check = await checkVideo(page, webm);
    if (
      !Number.isFinite(check.duration) ||
      Math.abs(check.duration - SECONDS) > 0.5 ||
      Math.abs(check.seekedTo - 7) > 0.2
    ) {
      throw new Error(`${stem}: video check failed: ${JSON.stringify(check)}`);
    }
    writeFileSync(join(out, `${stem}.webm`), webm);
    writeFileSync(join(out, `${stem}.png`), poster);
    console.log(
      `${stem}.webm: ${webm.length} bytes, ${check.duration} s in Chromium, a seek to 7 lands at ${check.seekedTo}`,
    );
  }
  for (const [file, title, html, options] of DOCUMENTS)
    writeFileSync(join(out, file), await makePdf(page, title, html, options));
} finally {
  await browser.close();
}
