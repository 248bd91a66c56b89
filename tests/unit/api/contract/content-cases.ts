import { CompanyLogoSchema } from '../../../../src/core/api/schemas/company';
import { ButtonContentSchema, DynamicButtonList } from '../../../../src/core/api/schemas/content';
import { type Contracts, schemaCheck } from './support';

// The content routes: dynamic buttons, company logos and the files they link.

export const CONTRACTS: Contracts = {
  'GET base/dynamic/button/mine': {
    cases: [
      {
        title: "the user's buttons",
        status: 200,
        call: { path: 'base/dynamic/button/mine', as: 'learner' },
        client: schemaCheck(DynamicButtonList),
      },
    ],
  },
  'GET base/dynamic/button/{id}/content': {
    cases: [
      {
        title: 'with a file',
        status: 200,
        call: { path: 'base/dynamic/button/1/content', as: 'learner' },
        client: schemaCheck(ButtonContentSchema),
      },
      {
        title: 'no content',
        status: 200,
        call: { path: 'base/dynamic/button/5/content', as: 'learner' },
        client: schemaCheck(ButtonContentSchema),
      },
      { title: 'unknown button', status: 404, call: { path: 'base/dynamic/button/99/content', as: 'learner' } },
      { title: "another role's button", status: 404, call: { path: 'base/dynamic/button/2/content', as: 'learner' } },
    ],
  },
  'GET setting/general/company/logo/{id}': {
    cases: [
      {
        title: 'Arabic brand',
        status: 200,
        call: { path: 'setting/general/company/logo/2' },
        client: schemaCheck(CompanyLogoSchema),
      },
      { title: 'unknown company', status: 404, call: { path: 'setting/general/company/logo/9' } },
    ],
  },
  'GET storage/company/{id}/logo.svg': {
    exempt: 'an SVG file for <img>, not a JSON call (covered by content.test.ts)',
  },
  'GET storage/company/{id}/logo.png': {
    exempt: "a PNG file for mails' <img>, not a JSON call (covered by content.test.ts)",
  },
  'GET storage/files/{name}': { exempt: 'a PDF or DOCX download, not a JSON call (covered by content.test.ts)' },
};
