import { defineFeature } from '../../feature';
import { DASHBOARD_MESSAGES } from './messages';
import { dashboardRoutes } from './routes';

/** Learner and trainer dashboards (reports/v2/dashboard/…/{id}), computed from the catalog's collections and course's directory. */
export const dashboard = defineFeature({ name: 'dashboard', version: 1, messages: DASHBOARD_MESSAGES, routes: dashboardRoutes });
