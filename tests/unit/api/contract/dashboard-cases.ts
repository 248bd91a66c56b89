import { LearnerDashboardSchema, TrainerDashboardSchema } from '../../../../src/core/api/schemas/dashboard';
import { type Contracts, schemaCheck } from './support';

// The learner and trainer dashboards.

export const CONTRACTS: Contracts = {
  'GET reports/v2/dashboard/learner/{id}': {
    cases: [
      {
        title: 'learner',
        status: 200,
        call: { path: 'reports/v2/dashboard/learner/1', as: 'learner' },
        client: schemaCheck(LearnerDashboardSchema),
      },
      {
        title: 'both as a learner',
        status: 200,
        call: { path: 'reports/v2/dashboard/learner/3', as: 'both' },
        client: schemaCheck(LearnerDashboardSchema),
      },
      {
        title: 'newcomer (empty)',
        status: 200,
        call: { path: 'reports/v2/dashboard/learner/4', as: 'newcomer' },
        client: schemaCheck(LearnerDashboardSchema),
      },
      { title: 'someone else', status: 403, call: { path: 'reports/v2/dashboard/learner/3', as: 'learner' } },
      {
        title: 'trainer-only user (own, empty)',
        status: 200,
        call: { path: 'reports/v2/dashboard/learner/2', as: 'trainer' },
        client: schemaCheck(LearnerDashboardSchema),
      },
      { title: 'no token', status: 401, call: { path: 'reports/v2/dashboard/learner/1' } },
    ],
  },
  'GET reports/v2/dashboard/trainer/{id}': {
    cases: [
      {
        title: 'trainer',
        status: 200,
        call: { path: 'reports/v2/dashboard/trainer/2', as: 'trainer' },
        client: schemaCheck(TrainerDashboardSchema),
      },
      {
        title: 'both as a trainer',
        status: 200,
        call: { path: 'reports/v2/dashboard/trainer/3', as: 'both' },
        client: schemaCheck(TrainerDashboardSchema),
      },
      { title: 'someone else', status: 403, call: { path: 'reports/v2/dashboard/trainer/3', as: 'trainer' } },
      { title: 'learner-only user', status: 403, call: { path: 'reports/v2/dashboard/trainer/1', as: 'learner' } },
      { title: 'no token', status: 401, call: { path: 'reports/v2/dashboard/trainer/2' } },
    ],
  },
};
