// The deck: reveal.js from npm, the lecture's attendance QR on its second slide. Each element's own entry registers
// its tag; they share one session (the trainer signs in once, in the dialog, and stays signed in) and the page
// language with `academy-widgets/language`, which deck-language.ts imports for `setLanguage`.
import 'academy-widgets/academy-lecture-qr';
import 'academy-widgets/academy-login';
import Reveal from 'reveal.js';
import 'reveal.js/reset.css';
import 'reveal.js/reveal.css';
import { applyDeckLanguage, deckLanguageOf } from './deck-language';
import { askAgainOn, deckTakesKey, routeSignIn } from './sign-in';
import { deckThemeOf, loadTheme } from './theme';
import './deck.css';

// First, before anything waits: the QR asks for a sign-in as soon as it finds no session.
const dialog = document.getElementById('sign-in');
if (!(dialog instanceof HTMLDialogElement)) throw new Error('index.html has no <dialog id="sign-in">');
routeSignIn(dialog);
const query = new URLSearchParams(location.search);
const lang = deckLanguageOf(query.get('lang'));
await Promise.all([applyDeckLanguage(lang), loadTheme(deckThemeOf(query.get('theme')))]);

await Reveal.initialize({
  // A projector's 16:9; reveal.js scales the slide to the screen, and the QR sizes from its slide.
  width: 1280,
  height: 720,
  hash: true,
  rtl: lang === 'ar',
  keyboardCondition: deckTakesKey(dialog),
});
// The trainer closed the sign-in dialog and reached the QR's slide still signed out: ask again there.
Reveal.on('slidechanged', () => askAgainOn(Reveal.getCurrentSlide(), dialog));
// As reveal.js's script build does: the deck's API on `window`, for the console and the end-to-end test.
Object.assign(window, { Reveal });
