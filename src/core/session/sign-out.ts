import { postLogout } from '../api/login';
import { emit, pageTarget } from '../events/emit';
import { endSession } from './session';

/** Signs out (§4): calls the server, then clears everything even if the call failed. */
export async function logout(from: EventTarget | null = pageTarget()): Promise<void> {
  try {
    await postLogout();
  } catch {
    // The server may already consider the token dead; the local session is cleared regardless.
  } finally {
    endSession();
  }
  if (from) emit(from, 'academy-logout', {});
}
