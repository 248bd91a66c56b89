// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../../demo/api/features/content/schema';
import { silenceConsole, startApi, type TestApi } from './helpers';

interface Button {
  id: number;
  title: string;
  title_ar: string;
  status: number;
  on_page: string;
  visible_for_role_name: string;
  file: { file_path: string; file_name: string; file_type: string } | null;
}

describe('dynamic buttons, company logo and storage', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startApi();
    token = await t.login('learner');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    silenceConsole();
  });

  it("lists the active buttons of the user's roles (every page), without content", async () => {
    const res = await t.call<Button[]>('base/dynamic/button/mine', { token });
    expect(res.status).toBe(200);
    const buttons = res.body.data;
    expect(buttons.map((button) => button.title)).toEqual([
      'Code of Conduct',
      'Profile Help',
      'Student Guide',
      'Empty Page',
    ]);
    for (const button of buttons) {
      expect(Object.keys(button).sort()).toEqual(
        ['file', 'id', 'on_page', 'status', 'title', 'title_ar', 'visible_for_role_name'].sort(),
      );
    }
    expect(buttons.find((button) => button.id === 3)).toBeUndefined();
    expect(buttons.find((button) => button.id === 5)?.visible_for_role_name).toBe('Student');
    expect(buttons[0]?.file).toEqual({
      file_path: '/backend/storage/files/code-of-conduct.pdf',
      file_name: 'code-of-conduct.pdf',
      file_type: 'pdf',
    });
    expect((await t.call('base/dynamic/button/mine')).status).toBe(401);
  });

  it('serves button content, including the hostile handbook markup verbatim', async () => {
    const conduct = await t.call<{ content: string; file: unknown }>('base/dynamic/button/1/content', { token });
    expect(conduct.body.data).toMatchObject({ id: 1, title: 'Code of Conduct', title_ar: 'مدونة السلوك' });
    expect(conduct.body.data.content).toContain('<h2>Code of Conduct</h2>');
    expect(conduct.body.data.file).not.toBeNull();

    const trainer = await t.login('trainer');
    const handbook = await t.call<{ content: string; file: unknown }>('base/dynamic/button/2/content', {
      token: trainer,
    });
    expect(handbook.body.data.content).toContain('<script>window.__xss=2</script>');
    expect(handbook.body.data.content).toContain('onerror="window.__xss=1"');
    expect(handbook.body.data.file).toBeNull();

    const empty = await t.call('base/dynamic/button/6/content', { token });
    expect(empty.body.data).toEqual({ id: 6, title: 'Empty Page', title_ar: 'صفحة فارغة', content: null, file: null });
  });

  it('404 for unknown button ids', async () => {
    for (const id of ['99', 'abc']) {
      const res = await t.call(`base/dynamic/button/${id}/content`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Button not found.');
    }
  });

  it('company logo info needs no token, and the SVG is served', async () => {
    const arabic = await t.call('setting/general/company/logo/2');
    expect(arabic.status).toBe(200);
    expect(arabic.body.data).toEqual({
      company_logo: '/backend/storage/company/2/logo.svg',
      company_name: 'أكاديمية الأمان',
      company_name_ar: 'أكاديمية الأمان',
    });
    // The Arabic name Arabic pages and mails show (#32); '' for a brand without one.
    expect((await t.call('setting/general/company/logo/1')).body.data).toMatchObject({
      company_name: 'Safe Academy',
      company_name_ar: 'أكاديمية السلامة',
    });
    expect((await t.call('setting/general/company/logo/3')).body.data).toMatchObject({
      company_name: 'Security Association Academy',
      company_name_ar: '',
    });
    expect((await t.call('setting/general/company/logo/4')).status).toBe(404);

    const svg = await fetch(`${t.base}storage/company/3/logo.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it("serves each brand's logo as a 96×96 PNG for mails (#32), drawn again when the brand changes, 404 unknown", async () => {
    async function png(id: number) {
      const res = await fetch(`${t.base}storage/company/${id}/logo.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      return Buffer.from(await res.arrayBuffer());
    }
    const second = await png(2);
    const logos = [await png(1), second, await png(3)];
    for (const bytes of logos) {
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([96, 96]);
      expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
    }
    expect(new Set(logos.map((bytes) => bytes.toString('base64'))).size).toBe(3);
    // The same answer from the cache; a new colour draws a new logo.
    expect((await png(2)).equals(second)).toBe(true);
    await t.api.database.db.update(companies).set({ color: '#5b2a86' }).where(eq(companies.id, 2));
    expect((await png(2)).equals(second)).toBe(false);
    expect((await fetch(`${t.base}storage/company/9/logo.png`)).status).toBe(404);
    expect((await fetch(`${t.base}storage/company/x/logo.png`)).status).toBe(404);
  });

  it('serves a valid PDF and a docx (zip) file', async () => {
    const pdf = await fetch(`${t.base}storage/files/code-of-conduct.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(bytes)?.[1]);
    expect(bytes.slice(xrefAt, xrefAt + 4)).toBe('xref');

    const docx = await fetch(`${t.base}storage/files/student-guide.docx`);
    expect(docx.headers.get('content-type')).toContain('wordprocessingml');
    expect(docx.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    expect((await fetch(`${t.base}storage/files/missing.pdf`)).status).toBe(404);
    expect((await fetch(`${t.base}storage/files/__proto__`)).status).toBe(404);
  });
});
