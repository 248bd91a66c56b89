/** Attributes of `<academy-content>` (besides the common api-base, lang and brand). */
export interface ContentProps {
  /** The dynamic button whose content is shown (§5: required). */
  buttonId?: string;
  /** The route's content type; only 'dynamic-button' is known. */
  contentType?: string;
}
