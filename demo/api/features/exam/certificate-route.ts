import {
  BRAND_VARIANTS,
  isBrandVariantId,
  variantForHost,
  type BrandVariant,
} from '../../../../src/core/brand/variants';
import type { ApiContext } from '../../context';
import type { RawReply } from '../../http';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import { certificatePdf, type CertificatePdfData } from './certificate-pdf';
import { issuedCertificate } from './queries';
import { participantOfUser } from '../batch/directory';
import { courseTitle } from '../course/directory';

// GET exams/certificate/{certificateNo} (beyond the spec, which names no certificate call): the issued certificate of
// the signed-in participant as a PDF made on request. Anyone else's, a number not issued and a malformed one all get
// the same 404, as the other exam routes answer (no existence oracle).

/** A certificate number: letters, digits and dashes, at most 64 (one linear pass; no backtracking). */
const CERTIFICATE_NO = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The brand a certificate is drawn in: the client's `brand` when it names a variant, else the Host header's. */
function brandOf(req: ApiRequest): BrandVariant {
  const asked = req.query.get('brand');
  return BRAND_VARIANTS[isBrandVariantId(asked) ? asked : variantForHost(req.header('host') ?? '')];
}

/** What the caller's certificate `raw` shows, or a 404. */
async function certificateData(ctx: ApiContext, req: ApiRequest, raw: unknown): Promise<CertificatePdfData> {
  const no = typeof raw === 'string' && CERTIFICATE_NO.test(raw) ? raw : undefined;
  const participant = await participantOfUser(ctx.db, req.currentUser.id);
  const issued = no && participant ? await issuedCertificate(ctx.db, participant.id, { no }) : undefined;
  if (!no || !participant || !issued) throw req.fail(404, 'certificateNotFound');
  const course = await courseTitle(ctx.db, issued.course_id);
  const { academyName, palette } = brandOf(req);
  return {
    certificateNo: issued.certificate_no,
    // The name frozen when it was issued: a later profile rename does not rewrite it (issue #34).
    learnerName: issued.holder_name ?? participant.name,
    courseTitle: course?.title ?? '',
    issueDate: issued.issue_date,
    // The date in the holder's calendar (issue #34).
    calendar: req.currentUser.calendar,
    academyName,
    verifyUrl: `${ctx.publicOrigin}/verify/${issued.verification_code}`,
    colors: {
      primary: palette.primary.main,
      primaryDark: palette.primary.dark,
      secondary: palette.secondary.main,
      surface: palette.background.paper,
      text: palette.text.primary,
      muted: palette.text.secondary,
    },
  };
}

/** The caller's certificate as a PDF download named by its number. */
export async function certificateReply(ctx: ApiContext, req: ApiRequest): Promise<RawReply> {
  await throttleUser(req, ctx.limits.get('certificatesPerUser'), ctx.now());
  const certificate = await certificateData(ctx, req, req.params.certificateNo);
  const pdf = await certificatePdf(certificate);
  return {
    status: 200,
    contentType: 'application/pdf',
    body: pdf,
    headers: {
      'Cache-Control': 'no-store',
      'Content-Disposition': `attachment; filename="${certificate.certificateNo}.pdf"`,
    },
  };
}
