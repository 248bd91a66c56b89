import { string, type } from 'superstruct';
import { OptionalText } from './common';

/** GET setting/general/company/logo/{id} answer. */
export const CompanyLogoSchema = type({ company_logo: OptionalText, company_name: string() });
