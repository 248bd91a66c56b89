// The deck's own words in the two languages of the academy; the elements bring theirs. `?lang=ar` shows the Arabic
// deck: right to left, reveal.js's `rtl` (the next slide is to the left), and the elements and their data in Arabic.
import { setLanguage } from 'academy-widgets/language';

export type DeckLanguage = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Fire Safety Fundamentals',
    subtitle: 'Lecture 1 · Training Hall A',
    agendaTitle: 'Today',
    agendaExits: 'Exits and the assembly point',
    agendaExtinguishers: 'Which extinguisher for which fire',
    agendaDrill: 'The evacuation drill',
    signInTitle: 'Sign in to show the attendance code',
  },
  ar: {
    title: 'أساسيات السلامة من الحرائق',
    subtitle: 'المحاضرة ١ · قاعة التدريب أ',
    agendaTitle: 'اليوم',
    agendaExits: 'مخارج الطوارئ ونقطة التجمع',
    agendaExtinguishers: 'أي طفاية لأي حريق',
    agendaDrill: 'تمرين الإخلاء',
    signInTitle: 'سجّل الدخول لعرض رمز الحضور',
  },
} satisfies Record<DeckLanguage, Record<string, string>>;

/** The deck's language from `?lang=`: `ar` or `en`; anything else is English, with a warning. */
export function deckLanguageOf(value: string | null): DeckLanguage {
  if (value === null || value === 'en' || value === 'ar') return value ?? 'en';
  console.warn(`[slides] ?lang=${value} is not en or ar: the deck is in English`);
  return 'en';
}

/**
 * Writes the deck's words and the page's `lang` and `dir` in `lang`, and makes it the page language of the elements:
 * their words and the data they ask for (the lecture's title), rather than the brand's default language.
 */
export function applyDeckLanguage(lang: DeckLanguage): Promise<void> {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const words: Record<string, string> = TEXT[lang];
  for (const node of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const text = words[node.dataset.text ?? ''];
    if (text) node.textContent = text;
  }
  return setLanguage(lang);
}
