import { getLanguage, setLanguage } from 'academy-widgets/language';
import { ref, watchEffect } from 'vue';

export type Lang = 'en' | 'ar';

/** The page language, as the host's bar shows it; the package saves the choice, so the host keeps none of its own. */
export const lang = ref<Lang>(getLanguage());

/** The host's language buttons: `setLanguage` moves every element and the data they load, no `lang` needed on each. */
export function switchLanguage(next: Lang): void {
  lang.value = next;
  void setLanguage(next);
}

/** The last `academy-*` event the host heard, shown in its bar. */
export const lastEvent = ref('');

watchEffect(() => {
  document.documentElement.lang = lang.value;
  document.documentElement.dir = lang.value === 'ar' ? 'rtl' : 'ltr';
});
