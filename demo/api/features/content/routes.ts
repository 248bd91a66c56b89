import { and, asc, eq, inArray } from 'drizzle-orm';
import { roleMatches } from '../../../../src/core/roles/roles';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { UserRecord } from '../../types';
import { rowId } from '../../validation';
import { companyLogoSvg, STORED_FILES } from './assets';
import { companyLogoPng } from './logo-png';
import { buttons, companies } from './schema';
import type { ButtonFile, ButtonRow } from './types';

const ACTIVE = 1;

/** A button's file as the answers show it, in its documented key order; null when it has none. */
function fileOf(button: Pick<ButtonRow, 'file_path' | 'file_name' | 'file_type'>): ButtonFile | null {
  const { file_path, file_name, file_type } = button;
  return file_path === null || file_name === null || file_type === null ? null : { file_path, file_name, file_type };
}

/** A path id as any digits; one beyond `integer` names no row. */
function numericId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d+$/.test(raw) ? rowId(Number(raw)) : undefined;
}

/** Meant for one of the user's roles, matched like the client (aliases, any case). */
function meantFor(user: UserRecord, wanted: string): boolean {
  return !!wanted && user.roles.some((role) => roleMatches(role, wanted));
}

/** Active (status 1) and meant for one of the user's roles. */
function visibleTo(user: UserRecord, button: Pick<ButtonRow, 'status' | 'visible_for_role_name'>): boolean {
  return button.status === ACTIVE && meantFor(user, button.visible_for_role_name);
}

/** The list shape: everything but the (possibly large) HTML content. */
const LISTED = {
  id: buttons.id,
  title: buttons.title,
  title_ar: buttons.title_ar,
  status: buttons.status,
  on_page: buttons.on_page,
  visible_for_role_name: buttons.visible_for_role_name,
  file_path: buttons.file_path,
  file_name: buttons.file_name,
  file_type: buttons.file_type,
};

/** The user's active buttons (every page), in id order. */
async function buttonsOf(ctx: ApiContext, user: UserRecord) {
  // The active buttons' audiences are a handful of role names: matching them here keeps the client's alias rules in one place.
  const audiences = await ctx.db
    .selectDistinct({ role: buttons.visible_for_role_name })
    .from(buttons)
    .where(eq(buttons.status, ACTIVE));
  const roles = audiences.map(({ role }) => role).filter((role) => meantFor(user, role));
  if (roles.length === 0) return [];
  const rows = await ctx.db
    .select(LISTED)
    .from(buttons)
    .where(and(eq(buttons.status, ACTIVE), inArray(buttons.visible_for_role_name, roles)))
    .orderBy(asc(buttons.id));
  return rows.map((row) => {
    const { id, title, title_ar, status, on_page, visible_for_role_name } = row;
    return { id, title, title_ar, status, on_page, visible_for_role_name, file: fileOf(row) };
  });
}

/** The brand a path id names, with what its logo is drawn from. */
async function companyOfPath(ctx: ApiContext, raw: string | undefined) {
  const id = numericId(raw);
  if (id === undefined) return undefined;
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return company;
}

/** Both logo answers: cached briefly, and a CSP so an SVG opened on its own runs nothing. */
const LOGO_HEADERS = {
  'Cache-Control': 'public, max-age=300',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

// Dynamic buttons, company branding and the files they point at.
export function contentRoutes(router: Router, ctx: ApiContext): void {
  // Status and role are enforced here; the page (on_page) is left to the client, which places buttons per page.
  router.get('base/dynamic/button/mine', async (req) => req.ok('ok', await buttonsOf(ctx, req.currentUser)), {
    auth: true,
  });

  router.get(
    'base/dynamic/button/{id}/content',
    async (req) => {
      const id = numericId(req.params.id);
      const [button] = id === undefined ? [] : await ctx.db.select().from(buttons).where(eq(buttons.id, id)).limit(1);
      // A button the user may not see is "not found", so its existence is not revealed either.
      if (!button || !visibleTo(req.currentUser, button)) throw req.fail(404, 'buttonNotFound');
      const { title, title_ar, content } = button;
      return req.ok('ok', { id: button.id, title, title_ar, content, file: fileOf(button) });
    },
    { auth: true },
  );

  router.get('setting/general/company/logo/{id}', async (req) => {
    const company = await companyOfPath(ctx, req.params.id);
    if (!company) throw req.fail(404, 'companyNotFound');
    return req.ok('ok', {
      company_logo: `/backend/storage/company/${company.id}/logo.svg`,
      company_name: company.name,
      // The name Arabic pages show (#32); '' when the brand has none.
      company_name_ar: company.name_ar,
    });
  });

  // Storage answers need no token: <img> and <iframe> cannot send an Authorization header.
  router.get('storage/company/{id}/logo.svg', async (req) => {
    const company = await companyOfPath(ctx, req.params.id);
    if (!company) throw req.fail(404, 'companyNotFound');
    return {
      status: 200,
      contentType: 'image/svg+xml; charset=utf-8',
      body: companyLogoSvg(company),
      headers: LOGO_HEADERS,
    };
  });

  // The same drawing as a PNG for mails: Gmail and Outlook desktop show no SVG (#32).
  router.get('storage/company/{id}/logo.png', async (req) => {
    const company = await companyOfPath(ctx, req.params.id);
    if (!company) throw req.fail(404, 'companyNotFound');
    return { status: 200, contentType: 'image/png', body: companyLogoPng(company), headers: LOGO_HEADERS };
  });

  router.get('storage/files/{name}', (req) => {
    const name = req.params.name ?? '';
    const file = Object.hasOwn(STORED_FILES, name) ? STORED_FILES[name] : undefined;
    if (!file) throw req.fail(404, 'notFound');
    return {
      status: 200,
      contentType: file.contentType,
      body: file.build(),
      headers: {
        'Cache-Control': 'public, max-age=300',
        'Content-Disposition': `${file.disposition}; filename="${name}"`,
      },
    };
  });
}
