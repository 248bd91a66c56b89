import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';

// §7 learner and trainer dashboard GETs (data.data or data), per user; §2 both load in parallel for a both-roles
// user; §8 failure toast 'Failed to load dashboard data. Please try again.'

async function load() {
  vi.resetModules();
  const store = await import('../../../../src/core/dashboard/dashboard-store');
  const query = await import('../../../../src/core/query/query');
  const toasts = await import('../../../../src/core/toasts/toasts');
  const errors = await import('../../../../src/core/http/api-error');
  return { ...store, ...query, ...toasts, ...errors };
}

describe('dashboard queries', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('auth_token', 't');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('loads one user’s learner dashboard from data.data, section by section, and caches it', async () => {
    const api = stubFetch({
      'GET reports/v2/dashboard/learner/42': () =>
        json({ data: { data: { active_courses: [{ id: 1, title: 'C' }], schedule: 'bad' } } }),
    });
    const s = await load();
    const $learner = s.learnerDashboard('42');
    expect(s.learnerDashboard('42')).toBe($learner);
    await $learner.load();
    const state = $learner.get();
    expect(state.status).toBe('ready');
    expect(state.data?.active_courses).toEqual({ ok: true, items: [{ id: '1', title: 'C' }] });
    expect(state.data?.schedule).toEqual({ ok: false });
    await $learner.load();
    expect(api.calls()).toEqual(['GET reports/v2/dashboard/learner/42']);
  });

  it('reads the trainer dashboard from data when there is no inner data', async () => {
    stubFetch({
      'GET reports/v2/dashboard/trainer/7': () =>
        json({ data: { certificates_ready: [{ batch_no: 3, course_name: 'X', count: '2' }] } }),
    });
    const s = await load();
    await s.trainerDashboard('7').load();
    expect(s.trainerDashboard('7').get().data?.certificates_ready).toEqual({
      ok: true,
      items: [{ batch_no: '3', course_name: 'X', count: 2 }],
    });
  });

  it('forgets the data when user caches are cleared (sign-out)', async () => {
    stubFetch({ 'GET reports/v2/dashboard/learner/42': () => json({ data: {} }) });
    const s = await load();
    const $learner = s.learnerDashboard('42');
    const stop = $learner.listen(() => {});
    await $learner.load();
    s.clearUserQueries();
    expect($learner.get().status).toBe('idle');
    expect(s.learnerDashboardQuery('42').peek()).toBeUndefined();
    stop();
  });
});

describe('dashboardsToLoad', () => {
  it('loads both for a user with both roles (aliases too), else only the shown view', async () => {
    const s = await load();
    expect(s.dashboardsToLoad(['learner', 'trainer'], 'trainer')).toEqual(['learner', 'trainer']);
    expect(s.dashboardsToLoad(['Instructor', 'Student'], 'learner')).toEqual(['learner', 'trainer']);
    expect(s.dashboardsToLoad(['trainer'], 'trainer')).toEqual(['trainer']);
    expect(s.dashboardsToLoad(['trainer'], 'learner')).toEqual(['learner']);
    expect(s.dashboardsToLoad(['learner'], 'learner')).toEqual(['learner']);
  });
});

describe('announceDashboardFailure', () => {
  it('shows the spec toast once while it is showing, and none for a 401', async () => {
    const s = await load();
    s.announceDashboardFailure(new s.ApiError('http', 'x', { status: 401 }));
    expect(s.$toasts.get()).toEqual([]);
    s.announceDashboardFailure(new s.ApiError('http', 'x', { status: 500 }));
    s.announceDashboardFailure(new s.ApiError('network', 'x'));
    expect(s.$toasts.get()).toHaveLength(1);
    expect(s.$toasts.get()[0]!.variant).toBe('danger');
    expect(textOf(s.$toasts.get()[0]!.message)).toBe('Failed to load dashboard data. Please try again.');
    expect(textOf(s.$toasts.get()[0]!.message, 'ar')).toBe('فشل تحميل بيانات لوحة التحكم. يرجى المحاولة مرة أخرى.');
  });
});
