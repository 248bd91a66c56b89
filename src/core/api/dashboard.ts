import { request } from '../http/client';
import { DashboardEnvelope } from './schemas/dashboard';

export * from './schemas/dashboard';

/** GET reports/v2/dashboard/learner/{id} — the raw sections (data.data or data), each validated by core/dashboard. */
export function fetchLearnerDashboard(userId: string): Promise<Record<string, unknown>> {
  return request('GET', `reports/v2/dashboard/learner/${encodeURIComponent(userId)}`, { schema: DashboardEnvelope, silent: true }).then(unwrapInner);
}

/** GET reports/v2/dashboard/trainer/{id}. */
export function fetchTrainerDashboard(userId: string): Promise<Record<string, unknown>> {
  return request('GET', `reports/v2/dashboard/trainer/${encodeURIComponent(userId)}`, { schema: DashboardEnvelope, silent: true }).then(unwrapInner);
}

/** The spec's "data.data or data": `request` took the outer `data` off; a second level is taken when present. */
function unwrapInner(value: object): Record<string, unknown> {
  const inner = (value as { data?: unknown }).data;
  return (inner && typeof inner === 'object' && !Array.isArray(inner) ? inner : value) as Record<string, unknown>;
}
