/** The one-script bundle: registers every element (each `academy-*.ts` define-only file, found at build time). */
import.meta.glob('./academy-*.ts', { eager: true });

export { getLanguage, setLanguage } from '../core/locale/page-language';
export type { AcademyEventMap, AcademyEventName, LanguageChangeDetail, NavigateDetail } from '../core/events/event-map';
export type { AcademyGlobalConfig } from '../core/config/global-config';
export type { AcademyElement, AcademyElementClass, CommonElementProperties } from './element-types';
