/** The one-script bundle: registers every element (each `academy-*.ts` define-only file, found at build time). */
import.meta.glob('./academy-*.ts', { eager: true });

export type { AcademyEventMap, NavigateDetail } from '../core/events/event-map';
