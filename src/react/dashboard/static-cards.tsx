import { useStore } from '@nanostores/react';
import { SUPPORT_TICKETS_PATH } from '../../core/dashboard/links';
import { $supportButtons, supportButtonsState } from '../../core/dashboard/support-buttons';
import { buttonPath, buttonTitle } from '../../core/dynamic-buttons/visible-buttons';
import { useQueryState } from '../ui/use-query-state';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { Card } from './card';

/** Suggested courses: an empty list in this product (§2 static placeholder content), so its empty state. */
export function SuggestedCourses() {
  const { t } = useI18n();
  return (
    <Card part="card suggested-courses" title={t('dashboard.suggested.title')}>
      <p className="muted dash-empty">{t('dashboard.suggested.empty')}</p>
    </Card>
  );
}

/** The daily tip and the case study: one sample each, from the dictionaries. */
export function TipAndCase() {
  const { t } = useI18n();
  return (
    <>
      <Card part="card daily-tip" title={t('dashboard.tip.heading')}>
        <h3>{t('dashboard.tip.title')}</h3>
        <p>{t('dashboard.tip.text')}</p>
      </Card>
      <Card part="card case-study" title={t('dashboard.caseStudy.heading')}>
        <h3>{t('dashboard.caseStudy.title')}</h3>
        <p>{t('dashboard.caseStudy.text')}</p>
      </Card>
    </>
  );
}

const PATHWAYS = ['first', 'second'] as const;

/** Two sample career pathways. */
export function CareerPathways() {
  const { t } = useI18n();
  return (
    <Card part="card career-pathways" title={t('dashboard.pathways.heading')}>
      <ul className="dash-list">
        {PATHWAYS.map((key) => (
          <li key={key} className="dash-item">
            <div className="dash-item-main">
              <h3>{t(`dashboard.pathways.${key}.title`)}</h3>
              <span className="muted">{t(`dashboard.pathways.${key}.text`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Support resources: the tickets list and the user's content pages (dynamic buttons such as the code of conduct). */
export function SupportResources() {
  const { t, locale } = useI18n();
  useQueryState(supportButtonsState);
  const buttons = useStore($supportButtons);
  return (
    <Card part="card support" title={t('dashboard.support.title')}>
      <p>{t('dashboard.support.text')}</p>
      <div className="row">
        <NavLink className="button button-secondary" to={SUPPORT_TICKETS_PATH}>
          {t('dashboard.support.tickets')}
        </NavLink>
        {buttons.map((button) => (
          <NavLink key={button.id} className="button button-secondary" to={buttonPath(button)}>
            {buttonTitle(button, locale)}
          </NavLink>
        ))}
      </div>
    </Card>
  );
}
