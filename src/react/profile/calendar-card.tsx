import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { CALENDARS, $calendar, type CalendarPreference } from '../../core/locale/calendar-store';
import { saveCalendar } from '../../core/profile/calendar-preference';
import { useFormatDate } from '../ui/use-format-date';
import { useI18n } from '../ui/use-i18n';

/**
 * The calendar dates are shown in (#34): Gregorian, Umm al-Qura Hijri, or both; each choice shows today in it.
 * Saved as it changes (the choices wait while it saves); a failure keeps the saved choice checked.
 */
export function CalendarCard() {
  const { t } = useI18n();
  const formatDate = useFormatDate();
  const headingId = useId();
  const current = useStore($calendar);
  const [saving, setSaving] = useState<CalendarPreference | null>(null);
  const today = new Date();

  const choose = (calendar: CalendarPreference) => {
    setSaving(calendar);
    saveCalendar(calendar)
      .catch(() => undefined)
      .finally(() => setSaving(null));
  };
  return (
    <section className="card calendar-card" part="calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.calendar.title')}</h2>
      <p className="muted">{t('profile.calendar.intro')}</p>
      <fieldset className="calendar-choices" disabled={saving !== null} aria-busy={saving !== null || undefined}>
        <legend className="sr-only">{t('profile.calendar.title')}</legend>
        {CALENDARS.map((calendar) => (
          <label key={calendar} className="check">
            <input
              type="radio"
              name="calendar"
              value={calendar}
              checked={(saving ?? current) === calendar}
              onChange={() => choose(calendar)}
            />
            <span>
              {t(`profile.calendar.options.${calendar}`)}
              <span className="muted calendar-example">
                {t('profile.calendar.example', { date: formatDate(today, undefined, calendar) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
