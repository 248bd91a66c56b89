// @vitest-environment node
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE } from '../../../demo/api/features/exam/ids';
import { certificateDate } from '../../../demo/api/features/exam/certificate-pdf';
import { certificates } from '../../../demo/api/features/exam/schema';
import { readPdf, rtlText, visualText, type PdfContent } from './pdf-text';
import { useTestApi, type TestApi } from './helpers';

// GET exams/certificate/{certificateNo}: the owner's certificate as a real PDF (pdfkit, embedded Noto Sans Arabic)
// with the learner's English name, course, date and number and the academy's Arabic name joined and right-to-left;
// anyone else, an unknown or malformed number gets the same 404 as the other exam routes.

interface Download {
  status: number;
  header(name: string): string | undefined;
  body: Buffer;
}

/** GET the certificate as the browser does, bytes and all (node:http: fetch will not send a foreign Host). */
function download(
  t: TestApi,
  no: string,
  options: { token?: string; query?: string; host?: string } = {},
): Promise<Download> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.host) headers.Host = options.host;
  return new Promise((resolve, reject) => {
    request(`${t.base}exams/certificate/${encodeURIComponent(no)}${options.query ?? ''}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const header = (name: string) => [res.headers[name]].flat()[0];
        resolve({ status: res.statusCode ?? 0, header, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

interface StoredCertificate {
  certificate_no: string;
  status: string;
  issue_date: string;
}

/** The certificates as stored (the exam feature's table). */
async function storedCertificates(t: TestApi): Promise<StoredCertificate[]> {
  return t.api.database.db.select().from(certificates);
}

const texts = (pdf: PdfContent) => pdf.runs.map(visualText);
const arabicRuns = (pdf: PdfContent) => pdf.runs.filter((run) => /[\u0600-\u06FF]/.test(run.glyphs.join('')));

describe('exam API: certificate PDF', () => {
  const t = useTestApi({ limits: { certificatesPerUser: 8 } });

  it('gives the owner a PDF named by the number, never cached, made with the brand the client asks for', async () => {
    const token = await t.login('learner');
    const res = await download(t, CERTIFICATE.learnerGuardFoundations, { token, query: '?brand=aman' });
    expect(res.status).toBe(200);
    expect(res.header('content-type')).toBe('application/pdf');
    expect(res.header('content-disposition')).toBe('attachment; filename="CERT-2405-0001.pdf"');
    expect(res.header('cache-control')).toBe('no-store');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.body.subarray(-6).toString('latin1')).toContain('%%EOF');

    const pdf = readPdf(res.body);
    expect(pdf.embeddedFonts.some((name) => name.endsWith('+NotoSansArabic-Bold'))).toBe(true);
    expect(texts(pdf)).toEqual(
      expect.arrayContaining(['Layla Learner', 'Security Guard Foundations', 'CERT-2405-0001', 'Aman Academy']),
    );
    const [arabic] = arabicRuns(pdf);
    // Drawn right to left: read from the right, the glyphs give the name back, words in order.
    expect(arabic && rtlText(arabic)).toBe('أكاديمية أمان');
    expect(arabic && visualText(arabic)).not.toBe('أكاديمية أمان');
    expect(arabic?.font).toMatch(/\+NotoSansArabic-Bold$/);
  });

  it('prints the issue date of the certificate in English', async () => {
    const token = await t.login('learner');
    const issued = (await storedCertificates(t)).find((item) => item.certificate_no === CERTIFICATE.learnerEvacuation);
    const pdf = readPdf((await download(t, CERTIFICATE.learnerEvacuation, { token })).body);
    expect(texts(pdf)).toEqual(
      expect.arrayContaining(['Emergency Evacuation', 'CERT-2406-0001', certificateDate(issued?.issue_date ?? '')]),
    );
    expect(certificateDate('2026-10-12')).toBe('October 12, 2026');
  });

  it("prints the date in the holder's calendar (#34), with a mark the Latin font has for ICU's ʻ", async () => {
    const token = await t.login('learner');
    const saved = await t.call('user/calendar', { method: 'PUT', token, body: { calendar: 'both' } });
    expect(saved.status).toBe(200);
    const issued = (await storedCertificates(t)).find((item) => item.certificate_no === CERTIFICATE.learnerEvacuation);
    const pdf = readPdf((await download(t, CERTIFICATE.learnerEvacuation, { token })).body);
    const printed = certificateDate(issued?.issue_date ?? '', 'both');
    expect(printed).toMatch(/^\d{1,2} \S.* 14\d\d AH \(\w+ \d{1,2}, \d{4}\)$/);
    expect(texts(pdf)).toEqual(expect.arrayContaining([printed]));
    expect(certificateDate('2024-09-10', 'islamic-umalqura')).toBe('7 Rabi\u2019 I 1446 AH');
  });

  it('sets a brand with a lam-alef ligature in reading order, and follows the Host header without a brand', async () => {
    const token = await t.login('learner');
    const association = readPdf(
      (await download(t, CERTIFICATE.learnerGuardFoundations, { token, query: '?brand=association' })).body,
    );
    const [name] = arabicRuns(association);
    expect(name && rtlText(name)).toBe('أكاديمية جمعية الأمن');
    expect(texts(association)).toContain('Security Association Academy');
    const byHost = readPdf(
      (
        await download(t, CERTIFICATE.learnerGuardFoundations, {
          token,
          host: 'safe.localhost',
          query: '?brand=unknown',
        })
      ).body,
    );
    expect(texts(byHost)).toContain('SAFE Academy');
    const [safeArabic] = arabicRuns(byHost);
    expect(safeArabic && rtlText(safeArabic)).toBe('أكاديمية سيف');
  });

  it('keeps the name frozen when it was issued: a later profile rename does not rewrite it (issue #34)', async () => {
    const token = await t.login('learner');
    const me = await t.call<{ id: number; arabic_name: string }>('user/current', { token });
    const renamed = await t.call('user/update/name', {
      token,
      method: 'PUT',
      body: { id: me.body.data.id, name: 'Layla Al Amin', arabic_name: me.body.data.arabic_name },
    });
    expect(renamed.status).toBe(200);
    const pdf = readPdf((await download(t, CERTIFICATE.learnerGuardFoundations, { token })).body);
    expect(texts(pdf)).toContain('Layla Learner');
    expect(texts(pdf)).not.toContain('Layla Al Amin');
  });

  it('prints the verification address built from the public origin (the QR code holds the same)', async () => {
    const token = await t.login('learner');
    const pdf = readPdf((await download(t, CERTIFICATE.learnerGuardFoundations, { token })).body);
    const [stored] = await t.api.database.db
      .select({ code: certificates.verification_code })
      .from(certificates)
      .where(eq(certificates.certificate_no, CERTIFICATE.learnerGuardFoundations));
    expect(texts(pdf)).toContain(`Verify this certificate at ${t.origin}/verify/${stored?.code}`);
  });

  it('answers another learner, an unknown, a not issued or a malformed number with the same 404', async () => {
    const other = await t.login('both');
    const mine = await download(t, CERTIFICATE.learnerGuardFoundations, { token: other });
    const token = await t.login('learner');
    const unknown = await download(t, 'CERT-9999-0001', { token });
    const ready = (await storedCertificates(t)).find((item) => item.status === 'ready')?.certificate_no ?? '';
    expect(ready).not.toBe('');
    const notIssued = await download(t, ready, { token });
    const bodies = [mine, unknown, notIssued].map((res) => [
      res.status,
      res.header('content-type'),
      JSON.parse(res.body.toString()) as unknown,
    ]);
    expect(bodies[0]).toEqual([
      404,
      'application/json; charset=utf-8',
      { message: 'Certificate not found.', status_text: 'Not Found', data: null },
    ]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    for (const malformed of ['x'.repeat(65), 'CERT 2405', '../CERT-2405-0001', '-CERT', 'CERT-2405-0001.pdf']) {
      expect((await download(t, malformed, { token })).status, malformed).toBe(404);
    }
  });

  it('stops a client that asks for more certificates an hour than anyone needs (each is drawn on request): 429', async () => {
    const token = await t.login('trainer');
    const answers = [];
    for (let n = 0; n < 9; n++) answers.push((await download(t, 'CERT-9999-0001', { token })).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(answers[8]).toBe(429);
  });

  it('asks for a sign-in first: 401 without a token', async () => {
    const res = await download(t, CERTIFICATE.learnerGuardFoundations);
    expect(res.status).toBe(401);
    expect(res.header('content-type')).toBe('application/json; charset=utf-8');
  });
});
