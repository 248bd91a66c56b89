import { describe, expect, it } from 'vitest';
import { lookUpCertificate } from '../../../../src/core/verify/verify-store';
import { json, stubFetch } from '../helpers';

const CODE = '1N2MNN35N3FKTDB50MJV5QF0N9';
const PATH = `GET verify/certificate/${CODE}`;
const CERTIFICATE = {
  certificate_no: 'CERT-2405-0001',
  holder_name: 'Layla Learner',
  course: { title: 'Security Guard Foundations', title_ar: 'أساسيات حراسة الأمن' },
  issue_date: '2026-10-12',
  expires_on: '2028-10-12',
  state: 'valid',
  revoked_at: null,
};

describe('verify store', () => {
  it('answers the certificate as found', async () => {
    stubFetch({ [PATH]: () => json({ message: 'OK', data: CERTIFICATE }) });
    expect(await lookUpCertificate(CODE)).toEqual({ kind: 'found', certificate: CERTIFICATE });
  });

  it('reads the one 404 as "no certificate with this code", a 429 and anything else as their own states', async () => {
    stubFetch({ [PATH]: () => json({ message: 'No certificate has this code.', data: null }, 404) });
    expect(await lookUpCertificate(CODE)).toEqual({ kind: 'not-found' });
    stubFetch({ [PATH]: () => json({ message: 'Too many.', data: { retry_after: 60 } }, 429) });
    expect(await lookUpCertificate(CODE)).toEqual({ kind: 'too-many' });
    stubFetch({ [PATH]: () => json({ message: 'Oops' }, 500) });
    expect(await lookUpCertificate(CODE)).toEqual({ kind: 'failed' });
  });
});
