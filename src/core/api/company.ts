import { string, type, type Infer } from 'superstruct';
import { request } from '../http/client';
import { OptionalText } from './common';

export const CompanyLogoSchema = type({ company_logo: OptionalText, company_name: string() });
export type CompanyLogo = Infer<typeof CompanyLogoSchema>;

/** GET setting/general/company/logo/{id}. */
export function fetchCompanyLogo(id: string): Promise<CompanyLogo> {
  return request('GET', `setting/general/company/logo/${encodeURIComponent(id)}`, { schema: CompanyLogoSchema, silent: true });
}
