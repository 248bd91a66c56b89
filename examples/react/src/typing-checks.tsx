// Not part of the app (nothing imports it): `npm run typecheck` proves the generated JSX typings refuse these.
export function TypingChecks() {
  return (
    <>
      {/* What a host writes: camelCase properties, kebab attributes and `onacademy-…` handlers are all typed. */}
      <academy-course courseId="1" course-progress-id="2" onacademy-navigate={(event) => event.preventDefault()} />
      <academy-course
        // @ts-expect-error -- a misspelt property
        courseID="1"
      />
      <academy-course
        // @ts-expect-error -- a value of the wrong type, camelCase…
        courseId={1}
      />
      {/* @ts-expect-error -- …or kebab (reported on the tag) */}
      <academy-course content-id={2} />
      <academy-shell
        // @ts-expect-error -- a misspelt event: an unknown hyphenated name passes, but its handler's untyped parameter does not
        onacademy-logut={(event) => event.detail}
      />
      <academy-login
        // @ts-expect-error -- the event's detail is typed: academy-login carries `user`, not `name`
        onacademy-login={(event) => event.detail.name}
      />
    </>
  );
}
