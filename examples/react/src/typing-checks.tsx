import { useRef } from 'react';
import { AcademyCourse, AcademyLogin, AcademyShell } from 'academy-widgets/react';
import type { AcademyLogin as AcademyLoginElement } from 'academy-widgets/academy-login';

// Not part of the app (nothing imports it): `npm run typecheck` proves the components' typings take and refuse these.
export function TypingChecks() {
  const login = useRef<AcademyLoginElement>(null);
  return (
    <>
      {/* What a host writes: camelCase attributes, typed `onAcademy…` handlers, `ref` to the element, HTML props. */}
      <AcademyLogin
        ref={login}
        lang="ar"
        className="card"
        onClick={() => login.current?.focus()}
        suppressHydrationWarning
      />
      <AcademyCourse courseId="1" courseProgressId="2" onAcademyNavigate={(event) => event.preventDefault()} hidden />
      <AcademyShell dashboardToggle onAcademyLogout={(event) => event.type}>
        <main />
      </AcademyShell>
      <AcademyCourse
        // @ts-expect-error -- a misspelt attribute
        courseID="1"
      />
      <AcademyCourse
        // @ts-expect-error -- a value of the wrong type
        courseId={1}
      />
      <AcademyLogin
        // @ts-expect-error -- `lang` is one of the two languages, not any string
        lang="fr"
      />
      <AcademyShell
        // @ts-expect-error -- a misspelt event
        onAcademyLogut={() => {}}
      />
      <AcademyLogin
        // @ts-expect-error -- the event's detail is typed: academy-login carries `user`, not `name`
        onAcademyLogin={(event) => event.detail.name}
      />
      <AcademyCourse
        // @ts-expect-error -- an event this element never dispatches
        onAcademyLogin={() => {}}
      />
    </>
  );
}
