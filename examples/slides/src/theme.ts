// reveal.js's dark (black) and light (white) themes; `?theme=white` picks the light one. Only the chosen one loads.
import black from 'reveal.js/theme/black.css?url';
import white from 'reveal.js/theme/white.css?url';

const THEMES = { black, white } as const;
export type DeckTheme = keyof typeof THEMES;

/** The theme from `?theme=`: `black` (the default) or `white`; anything else is black, with a warning. */
export function deckThemeOf(value: string | null): DeckTheme {
  if (value === null || value === 'black' || value === 'white') return value ?? 'black';
  console.warn(`[slides] ?theme=${value} is not black or white: the deck is black`);
  return 'black';
}

/**
 * Loads the theme's stylesheet, last in `<head>`: after reveal.css, whose defaults (a white page) it overrides.
 * Resolves once it applies, so the deck lays out once.
 */
export function loadTheme(theme: DeckTheme): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.theme = theme;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`the ${theme} theme did not load`)), { once: true });
    link.href = THEMES[theme];
    document.head.append(link);
  });
}
