/** The one-script bundle: registers every element. */
import './academy-login';
import './academy-shell';

export type { AcademyEventMap, NavigateDetail } from '../core/events/event-map';
