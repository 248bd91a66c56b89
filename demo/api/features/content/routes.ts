import { roleMatches } from '../../../../src/core/roles/roles';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { UserRecord } from '../../types';
import { companyLogoSvg, STORED_FILES } from './assets';
import type { ButtonRecord } from './types';

function findNumeric<T extends { id: number }>(items: T[], id: string | undefined): T | undefined {
  return id !== undefined && /^\d+$/.test(id) ? items.find((item) => item.id === Number(id)) : undefined;
}

/** The list shape: everything but the (possibly large) HTML content. */
function publicButton(button: ButtonRecord) {
  const { id, title, title_ar, status, on_page, visible_for_role_name, file } = button;
  return { id, title, title_ar, status, on_page, visible_for_role_name, file: file ? { ...file } : null };
}

/** Active (status 1) and meant for one of the user's roles, matched like the client (aliases, any case). */
function visibleTo(user: UserRecord, button: ButtonRecord): boolean {
  const wanted = button.visible_for_role_name;
  return Number(button.status) === 1 && !!wanted && user.roles.some((role) => roleMatches(role, wanted));
}

// Dynamic buttons, company branding and the files they point at.
export function contentRoutes(router: Router, ctx: ApiContext): void {
  // Status and role are enforced here; the page (on_page) is left to the client, which places buttons per page.
  router.get(
    'base/dynamic/button/mine',
    (req) => req.ok('ok', ctx.store.data.buttons.filter((button) => visibleTo(req.currentUser, button)).map(publicButton)),
    { auth: true },
  );

  router.get(
    'base/dynamic/button/{id}/content',
    (req) => {
      const button = findNumeric(ctx.store.data.buttons, req.params.id);
      // A button the user may not see is "not found", so its existence is not revealed either.
      if (!button || !visibleTo(req.currentUser, button)) throw req.fail(404, 'buttonNotFound');
      const { id, title, title_ar, content, file } = button;
      return req.ok('ok', { id, title, title_ar, content, file: file ? { ...file } : null });
    },
    { auth: true },
  );

  router.get('setting/general/company/logo/{id}', (req) => {
    const company = findNumeric(ctx.store.data.companies, req.params.id);
    if (!company) throw req.fail(404, 'companyNotFound');
    return req.ok('ok', {
      company_logo: `/backend/storage/company/${company.id}/logo.svg`,
      company_name: company.name,
    });
  });

  // Storage answers need no token: <img> and <iframe> cannot send an Authorization header.
  router.get('storage/company/{id}/logo.svg', (req) => {
    const company = findNumeric(ctx.store.data.companies, req.params.id);
    if (!company) throw req.fail(404, 'companyNotFound');
    return {
      status: 200,
      contentType: 'image/svg+xml; charset=utf-8',
      body: companyLogoSvg(company),
      headers: { 'Cache-Control': 'public, max-age=300', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
    };
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
