import { string, type } from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';

/** GET setting/general/company/logo/{id} answer. */
export const CompanyLogoSchema = type({ company_logo: OptionalApiUrl, company_name: string() });
