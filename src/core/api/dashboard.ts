import { request } from '../http/client';
import { innerData } from './inner-data';
import { DashboardEnvelope } from './schemas/dashboard';

export * from './schemas/dashboard';

/** GET reports/v2/dashboard/learner/{id} — the raw sections (data.data or data), each validated by core/dashboard. */
export function fetchLearnerDashboard(userId: string): Promise<Record<string, unknown>> {
  return request('GET', `reports/v2/dashboard/learner/${encodeURIComponent(userId)}`, {
    schema: DashboardEnvelope,
    silent: true,
  }).then(innerRecord);
}

/** GET reports/v2/dashboard/trainer/{id}. */
export function fetchTrainerDashboard(userId: string): Promise<Record<string, unknown>> {
  return request('GET', `reports/v2/dashboard/trainer/${encodeURIComponent(userId)}`, {
    schema: DashboardEnvelope,
    silent: true,
  }).then(innerRecord);
}

const innerRecord = (value: object) => innerData(value) as Record<string, unknown>;
