/**
 * `academy-widgets/language`: the page language alone, for a host that registers only the elements it uses
 * (importing the main entry would register every element). It shares the elements' store, so one call moves them all.
 */
export { getLanguage, setLanguage } from '../core/locale/page-language';
