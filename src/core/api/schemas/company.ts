import { optional, string, type } from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';

/** GET setting/general/company/logo/{id} answer; `company_name_ar` ('' for none) is the reference API's (#32). */
export const CompanyLogoSchema = type({
  company_logo: OptionalApiUrl,
  company_name: string(),
  company_name_ar: optional(string()),
});
