import { Resvg } from '@resvg/resvg-js';
import { companyLogoSvg } from './assets';
import type { CompanyRecord } from './types';

// Gmail and Outlook desktop show no SVG images, so mails point at this PNG of the same drawing (#32).

/** Pixel size of the PNG: mails show it at 48×48, so high-DPI screens get two pixels per point. */
export const LOGO_PNG_SIZE = 96;

/** Per brand: the SVG last drawn and its PNG; a new colour, name or initials gives a new SVG and so a new render. */
const rendered = new Map<number, { svg: string; png: Buffer }>();

/** The brand's logo as a 96×96 PNG, rendered once per drawing (system fonts carry Latin and Arabic initials). */
export function companyLogoPng(company: CompanyRecord): Buffer {
  const svg = companyLogoSvg(company);
  const cached = rendered.get(company.id);
  if (cached?.svg === svg) return cached.png;
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: LOGO_PNG_SIZE },
    // The SVG asks for Arial, sans-serif: without Arial, fontdb would fall back to a serif; DejaVu ships with most Linux.
    font: { loadSystemFonts: true, sansSerifFamily: 'DejaVu Sans', defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  rendered.set(company.id, { svg, png });
  return png;
}
