/** Registers a tag once; a second registration (two bundles on one page) is a no-op, not an error. */
export function define(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
