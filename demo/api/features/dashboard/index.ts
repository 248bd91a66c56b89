import { defineFeature } from '../../feature';
import { DASHBOARD_MESSAGES } from './messages';
import { dashboardRoutes } from './routes';

/** Learner and trainer dashboards (reports/v2/dashboard/…/{id}), computed from the batch, course and exam directories. */
export const dashboard = defineFeature({
  name: 'dashboard',
  elements: ['dashboard'],
  messages: DASHBOARD_MESSAGES,
  routes: dashboardRoutes,
});
