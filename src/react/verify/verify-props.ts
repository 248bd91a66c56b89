/** Attributes of `academy-verify` as React props, beside the common ones (api-base, lang, brand). */
export interface VerifyProps {
  /** The verification code to check (the host passes the route's `/verify/{code}`); none: the look-up form. */
  code?: string;
}
