import { request } from '../http/client';
import { CompanyLogoSchema, type CompanyLogo } from './schemas/company';

export { CompanyLogoSchema, type CompanyLogo };

/** GET setting/general/company/logo/{id}. */
export function fetchCompanyLogo(id: string): Promise<CompanyLogo> {
  return request('GET', `setting/general/company/logo/${encodeURIComponent(id)}`, { schema: CompanyLogoSchema, silent: true });
}
