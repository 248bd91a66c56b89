import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import { adoptDocumentSheet } from '../../core/dom/document-sheets';

/** Family name the base styles ask for; Latin text falls through to the system font via unicode-range. */
const ARABIC_FONT_FAMILY = 'Academy Noto Sans Arabic';
const ARABIC_RANGE = 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+FB50-FDFF,U+FE70-FEFC';
const FONT_SHEET_KEY = 'academy-fonts';

/** @font-face is ignored inside shadow roots, so the bundled Arabic font is declared once on the document. */
export function ensureFonts(): void {
  if (typeof document === 'undefined') return;
  const face = (url: string, weight: number) =>
    `@font-face{font-family:'${ARABIC_FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${JSON.stringify(new URL(url, document.baseURI).href)}) format('woff2');unicode-range:${ARABIC_RANGE}}`;
  adoptDocumentSheet(FONT_SHEET_KEY, face(arabic400, 400) + face(arabic700, 700));
}
