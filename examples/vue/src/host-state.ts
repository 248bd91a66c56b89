import { ref, watchEffect } from 'vue';

export type Lang = 'en' | 'ar';

const LANGUAGE_KEY = 'host-language';

/** The host's language: every element gets it as `lang`, so one switch moves them all. */
export const lang = ref<Lang>(localStorage.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'en');

/** The last `academy-*` event the host heard, shown in its bar. */
export const lastEvent = ref('');

watchEffect(() => {
  localStorage.setItem(LANGUAGE_KEY, lang.value);
  document.documentElement.lang = lang.value;
  document.documentElement.dir = lang.value === 'ar' ? 'rtl' : 'ltr';
});
