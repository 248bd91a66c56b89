import { $storedUser } from '../session/storage';

// What the scanner reads from the browser unless a test gives it something else.

/** localStorage, or null where there is none or it may not be touched (some privacy modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The signed-in user's id as a string, null when signed out. */
export function signedInUserId(): string | null {
  const id = $storedUser.get()?.id;
  return id == null ? null : String(id);
}

/** navigator.onLine: only `false` is trusted (true may mean a network without internet, which the call then finds out). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The window, whose `online` event says the network is back; null outside a browser. */
export function browserNetwork(): Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null {
  return typeof window === 'undefined' ? null : window;
}
