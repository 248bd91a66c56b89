import { useStore } from '@nanostores/react';
import { $session } from '../../core/session/session';

/** The shared session as React state. */
export const useSession = () => useStore($session);
