import { computed } from 'nanostores';
import { $storedUser } from '../session/storage';
import { calendarOf } from './calendar';

export { CALENDARS, calendarOf, isCalendar, type CalendarPreference } from './calendar';

/** The signed-in user's calendar (#34), loaded and saved with the user; Gregorian when signed out. */
export const $calendar = computed($storedUser, (user) => calendarOf(user?.calendar));
