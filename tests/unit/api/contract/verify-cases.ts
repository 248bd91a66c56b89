import type { Infer } from 'superstruct';
import { VerifyItemList, VerifyItemSchema, type CreateVerifyItemBody } from '../../../../src/core/api/schemas/verify';
import { type Contracts, schemaCheck } from './support';

// The verify routes: the signed-in user's items, and adding one.

const BODY = { title: 'Read chapter 3' } satisfies Infer<typeof CreateVerifyItemBody>;

export const CONTRACTS: Contracts = {
  'GET verify/list': {
    cases: [
      {
        title: "the user's items",
        status: 200,
        call: { path: 'verify/list', as: 'learner' },
        client: schemaCheck(VerifyItemList),
      },
    ],
  },
  'POST verify/create': {
    cases: [
      {
        title: 'a new item',
        status: 201,
        call: { method: 'POST', path: 'verify/create', as: 'learner', body: BODY },
        client: schemaCheck(VerifyItemSchema),
      },
      {
        title: 'a blank title',
        status: 422,
        call: { method: 'POST', path: 'verify/create', as: 'learner', body: { title: '  ' } },
      },
    ],
  },
};
