'use client';
import { AcademyLogin } from 'academy-widgets/react/academy-login';
import { useLastEvent } from '../../host-frame';

/** Server-rendered as `<academy-login>`: the card appears as soon as the element's script runs. */
export default function SignInPage() {
  const setLastEvent = useLastEvent();
  return (
    <main data-host-route="sign-in">
      <AcademyLogin onAcademyLogin={(event) => setLastEvent(`academy-login: ${event.detail.user.name}`)} />
    </main>
  );
}
