import { Svg, type Attributes } from 'chartist';

/**
 * Chartist writes two `style` attributes (the SVG's size, its labels' overflow); a strict CSP (style-src 'self')
 * blocks attributes but not the CSSOM, so those go through `style.cssText`. Applied once, when the tab's chunk loads.
 */
const attr = Svg.prototype.attr as (this: Svg, attributes: Attributes | string, ns?: string) => Svg | string | null;

Svg.prototype.attr = function patchedAttr(this: Svg, attributes: Attributes | string, ns?: string) {
  if (typeof attributes === 'object' && 'style' in attributes) {
    const { style, ...rest } = attributes;
    (this.getNode() as SVGElement).style.cssText = String(style);
    return attr.call(this, rest, ns);
  }
  return attr.call(this, attributes, ns);
} as typeof Svg.prototype.attr;
