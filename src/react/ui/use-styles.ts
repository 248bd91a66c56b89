import { useLayoutEffect } from 'react';
import { useElement } from './element-context';
import { setStyles, type StyleSlot } from './stylesheets';

/** Adopts a feature's CSS (or a component library theme) into the element's shadow root. */
export function useStyles(slot: Exclude<StyleSlot, 'base' | 'brand'>, css: readonly string[]): void {
  const { host } = useElement();
  useLayoutEffect(() => {
    if (host.shadowRoot) setStyles(host.shadowRoot, slot, css);
  }, [host, slot, css]);
}
