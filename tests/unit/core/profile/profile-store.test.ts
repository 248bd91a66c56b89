import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserQueries } from '../../../../src/core/query/query';
import {
  activityStore,
  logActivityFailure,
  PROFILE_ACTIVITY_RELOAD_MS,
  profileFailure,
  scheduleActivityReload,
  updateProfile,
} from '../../../../src/core/profile/profile-store';
import { currentUserQuery } from '../../../../src/core/session/queries';
import { $storedUser, clearStoredSession } from '../../../../src/core/session/storage';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { ApiError } from '../../../../src/core/http/api-error';
import { json, stubFetch, textOf } from '../helpers';

// §4 profile states (success, reload after 1 s), §7 PUT user/update/name and the activity GET, §8 failures.

const stored = {
  id: '1',
  name: 'Layla Learner',
  arabic_name: 'ليلى',
  email: 'l@academy.test',
  nid: null,
  roles: ['learner'],
  permissions: [],
};
const answered = { ...stored, id: 1, name: 'Layla L.', arabic_name: '' };
const item = (id: number, type = 'updated') => ({
  id,
  type,
  icon: 'edit',
  message: `item ${id}`,
  created_at: '2026-03-15T12:00:00Z',
});

beforeEach(() => {
  clearUserQueries();
  clearStoredSession();
  $toasts.set([]);
  $storedUser.set(stored);
});
afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe('updateProfile', () => {
  it('PUTs the trimmed payload, stores the answered user and shows the success toast', async () => {
    const api = stubFetch({
      'PUT user/update/name': () => json({ message: 'Profile updated successfully.', data: answered }),
    });
    const user = await updateProfile({ id: '1' }, { name: '  Layla L. ', arabicName: '  ' });
    expect(api.calls()).toEqual(['PUT user/update/name']);
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ id: '1', name: 'Layla L.', arabic_name: '' });
    expect(user.name).toBe('Layla L.');
    expect($storedUser.get()).toMatchObject({ id: '1', name: 'Layla L.', arabic_name: '' });
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ name: 'Layla L.' });
    expect($toasts.get().map((toast) => [toast.variant, textOf(toast.message)])).toEqual([
      ['success', 'Profile updated successfully'],
    ]);
  });

  it('reads the user from data.data as well', async () => {
    stubFetch({ 'PUT user/update/name': () => json({ data: { data: answered } }) });
    await updateProfile({ id: '1' }, { name: 'Layla L.', arabicName: '' });
    expect($storedUser.get()?.name).toBe('Layla L.');
  });

  it('drops the cached user/current answer, so a later refresh cannot restore the old name', async () => {
    stubFetch({
      'GET user/current': () => json({ data: stored }),
      'PUT user/update/name': () => json({ data: answered }),
    });
    await currentUserQuery.get();
    expect(currentUserQuery.peek()?.name).toBe('Layla Learner');
    await updateProfile({ id: '1' }, { name: 'Layla L.', arabicName: '' });
    expect(currentUserQuery.peek()).toBeUndefined();
  });

  it('on failure keeps the stored user, shows the error toast and rejects', async () => {
    stubFetch({
      'PUT user/update/name': () => json({ message: 'Nope', data: { name: ['The name field is required.'] } }, 422),
    });
    await expect(updateProfile({ id: '1' }, { name: 'X', arabicName: '' })).rejects.toBeInstanceOf(ApiError);
    expect($storedUser.get()?.name).toBe('Layla Learner');
    expect($toasts.get().map((toast) => [toast.variant, textOf(toast.message)])).toEqual([
      ['danger', 'Failed to update your profile. Please try again.'],
    ]);
  });

  it('an answer that is not a user is a failure too', async () => {
    stubFetch({ 'PUT user/update/name': () => json({ data: { ok: true } }) });
    await expect(updateProfile({ id: '1' }, { name: 'X', arabicName: '' })).rejects.toThrow();
    expect($storedUser.get()?.name).toBe('Layla Learner');
    expect($toasts.get()[0]?.variant).toBe('danger');
  });
});

describe('profileFailure (§8)', () => {
  it('is the generic profile error, with server field texts under the fields it names', () => {
    const error = new ApiError('http', 'bad', {
      status: 422,
      fieldErrors: { name: ['Bad chars'], arabic_name: ['Too long'], other: ['x'] },
    });
    const failure = profileFailure(error);
    expect(textOf(failure.message)).toBe('Failed to update your profile. Please try again.');
    expect(textOf(failure.message, 'ar')).toBe('تعذّر تحديث ملفك الشخصي. يرجى المحاولة مرة أخرى.');
    expect(failure.fields).toEqual({ name: 'Bad chars', arabicName: 'Too long' });
    expect(profileFailure(new TypeError('x')).fields).toEqual({});
  });
});

describe('activity history', () => {
  it('loads one list per user id when watched, from base/activity/history/user/name/{id}', async () => {
    const api = stubFetch({
      'GET base/activity/history/user/name/1': () => json({ data: [item(2), item(1, 'created')] }),
    });
    const store = activityStore('1');
    expect(activityStore('1')).toBe(store);
    const stop = store.listen(() => {});
    await vi.waitFor(() => expect(store.get().status).toBe('ready'));
    expect(store.get().data?.map((entry) => entry.id)).toEqual(['2', '1']);
    expect(api.calls()).toEqual(['GET base/activity/history/user/name/1']);
    stop();
  });

  it('a failed load ends in the error state (the card then shows the empty list and a retry)', async () => {
    stubFetch({ 'GET base/activity/history/user/name/2': () => json({ message: 'Forbidden' }, 403) });
    const store = activityStore('2');
    const stop = store.listen(() => {});
    await vi.waitFor(() => expect(store.get().status).toBe('error'));
    expect(store.get().data).toBeUndefined();
    stop();
  });

  it('logs a failure to the console only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logActivityFailure(new Error('boom'));
    expect(error).toHaveBeenCalledWith('[academy] activity history failed to load', 'boom');
    expect($toasts.get()).toEqual([]);
  });

  it('reloads 1 s after an update, bypassing the cache (§4, §9)', async () => {
    expect(PROFILE_ACTIVITY_RELOAD_MS).toBe(1000);
    let answers = 0;
    const api = stubFetch({ 'GET base/activity/history/user/name/3': () => json({ data: [item(++answers)] }) });
    const store = activityStore('3');
    const stop = store.listen(() => {});
    await vi.waitFor(() => expect(store.get().status).toBe('ready'));
    vi.useFakeTimers();
    scheduleActivityReload('3');
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.get().data?.[0]?.id).toBe('2'));
    expect(api.calls()).toHaveLength(2);
    stop();
  });

  it('a cancelled reload never runs', async () => {
    const api = stubFetch({});
    vi.useFakeTimers();
    const cancel = scheduleActivityReload('1');
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls()).toEqual([]);
  });
});
