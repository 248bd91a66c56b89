import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Lang } from '../../types';
import { rowId } from '../../validation';
import type { MailBrand } from '../../mail/content';
import { companies } from './schema';

// What other features may ask about brands; they never read content's tables themselves.

/** A brand as other features use it: its id (logo URL), name and the language of its mails. */
export interface Company {
  id: number;
  name: string;
  default_language: Lang;
}

const COMPANY = { id: companies.id, name: companies.name, default_language: companies.default_language };

/** The brand of that exact name (participants name their company), or undefined. */
export async function companyByName(db: Db, name: string | null | undefined): Promise<Company | undefined> {
  if (name === null || name === undefined) return undefined;
  const [company] = await db.select(COMPANY).from(companies).where(eq(companies.name, name)).limit(1);
  return company;
}

/** The id of the brand of that exact name, or null (exam results' `company_id`). */
export async function companyIdByName(db: Db, name: string | null | undefined): Promise<number | null> {
  return (await companyByName(db, name))?.id ?? null;
}

/** The brand with that id (an exam paper's `provided_by`), or undefined. */
export async function companyById(db: Db, id: unknown): Promise<Company | undefined> {
  const numeric = rowId(id);
  if (numeric === undefined) return undefined;
  const [company] = await db.select(COMPANY).from(companies).where(eq(companies.id, numeric)).limit(1);
  return company;
}

/** The academy's own brand (the first company) as its mails show it, both names; the host's name when none is set up. */
export async function mailBrand(db: Db, publicOrigin: string): Promise<MailBrand> {
  const [company] = await db.select().from(companies).where(eq(companies.id, 1)).limit(1);
  if (!company) return { name: new URL(publicOrigin).hostname, color: '#1565c0' };
  return {
    name: company.name,
    nameAr: company.name_ar,
    color: company.color,
    // PNG, not SVG: Gmail and Outlook desktop show no SVG images (#32).
    logoUrl: `${publicOrigin}/backend/storage/company/${company.id}/logo.png`,
  };
}
