import { MailPreferenceBody } from '../../../../src/core/api/schemas/profile';
import type { ApiContext } from '../../context';
import type { RawReply } from '../../http';
import { hasRole } from '../../../../src/core/roles/roles';
import {
  checkUnsubscribe,
  choicesOf,
  DIGEST_KINDS,
  isChosen,
  NOTICE_KINDS,
  setEmailOn,
  type ChosenKind,
} from '../../mail/choices';
import type { UserRecord } from '../../types';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, text } from '../../validation';

// Which notices come by email: the profile's switches, and the one-click way out of a notice (RFC 8058).

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A small page of its own for a mail's link (no app, no script): a heading, a line and at most one button. */
function page(req: ApiRequest, status: number, heading: string, line: string, button?: string): RawReply {
  const dir = req.lang === 'ar' ? 'rtl' : 'ltr';
  const form = button
    ? `<form method="post"><button type="submit" style="font:inherit;padding:12px 20px;min-height:44px">${escapeHtml(button)}</button></form>`
    : '';
  const body =
    `<!doctype html><html lang="${req.lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(line)}</p>${form}</body></html>`;
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body,
    // The form posts back to this very address; nothing else may load or run.
    headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" },
  };
}

export function mailRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'user/mail/preferences',
    async (req) => {
      const user = req.currentUser;
      return req.ok('ok', await choicesOf(ctx.db, user.id, kindsFor(user)));
    },
    { auth: true },
  );

  router.put(
    'user/mail/preferences',
    async (req) => {
      const body = await req.body();
      const kind = text(body, 'kind');
      const errors = new FieldErrors(req);
      const user = req.currentUser;
      const offered = isChosen(kind) && kindsFor(user).includes(kind);
      if (!offered) errors.add('kind', 'mailKindInvalid');
      if (typeof body.email !== 'boolean') errors.add('email', 'bodyShapeInvalid', { field: 'email' });
      errors.throwIfAny();
      const email = body.email === true;
      if (offered) await setEmailOn(ctx.db, user.id, kind, email, ctx.now());
      return req.ok('mailPreferenceSaved', { kind, email });
    },
    { auth: true, body: MailPreferenceBody },
  );

  // GET only asks (a link scanner must not unsubscribe anyone); POST is the one click, from the page or a mail app.
  router.get('user/mail/unsubscribe', (req) => {
    const link = checkUnsubscribe(ctx.secret, { u: req.query.get('u'), k: req.query.get('k'), s: req.query.get('s') });
    if (!link) return page(req, 404, req.t('unsubscribeInvalidTitle'), req.t('unsubscribeInvalid'));
    return page(req, 200, req.t('unsubscribeAskTitle'), req.t(kindLabel(link.kind)), req.t('mailUnsubscribe'));
  });

  router.post('user/mail/unsubscribe', async (req) => {
    const link = checkUnsubscribe(ctx.secret, { u: req.query.get('u'), k: req.query.get('k'), s: req.query.get('s') });
    if (!link) return page(req, 404, req.t('unsubscribeInvalidTitle'), req.t('unsubscribeInvalid'));
    await setEmailOn(ctx.db, link.userId, link.kind, false, ctx.now());
    return page(req, 200, req.t('unsubscribeDoneTitle'), req.t('unsubscribeDone'));
  });
}

/** The switches a user has: every notice; the digests of trainers' work to trainers. */
function kindsFor(user: UserRecord): ChosenKind[] {
  return hasRole(user.roles, 'trainer') ? [...NOTICE_KINDS, ...DIGEST_KINDS] : [...NOTICE_KINDS];
}

function kindLabel(kind: ChosenKind) {
  return (
    {
      'attendance-marked': 'mailKindAttendanceMarked',
      'lecture-reminder': 'mailKindLectureReminder',
      'attendance-digest': 'mailKindAttendanceDigest',
      'exam-result': 'mailKindExamResult',
      'certificate-issued': 'mailKindCertificateIssued',
      'ticket-updates': 'mailKindTicketUpdates',
    } as const
  )[kind];
}
