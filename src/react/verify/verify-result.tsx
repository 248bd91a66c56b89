import type { CertificateCheck } from '../../core/api/verify';
import { DATE_STYLE } from '../../core/locale/dates';
import { AlertIcon, CheckCircleIcon, Icon, type IconProps } from '../ui/icons';
import { useFormatDate } from '../ui/use-format-date';
import { useI18n } from '../ui/use-i18n';

const BanIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m4.9 4.9 14.2 14.2" />
  </Icon>
);

const STATE_ICON = { valid: CheckCircleIcon, expired: AlertIcon, revoked: BanIcon } as const;

/** One certificate as checked: its state first (icon and words, never colour alone), then what it says. */
export function VerifyResult({ certificate }: { certificate: CertificateCheck }) {
  const { t, locale } = useI18n();
  const formatDate = useFormatDate();
  // Calendar dates (`YYYY-MM-DD`) are read at UTC midnight: formatted in UTC they stay the same day everywhere.
  const day = (iso: string) => formatDate(`${iso.slice(0, 10)}T00:00:00Z`, { ...DATE_STYLE, timeZone: 'UTC' });
  const { state } = certificate;
  const StateIcon = STATE_ICON[state];
  const title = locale === 'ar' ? certificate.course.title_ar : certificate.course.title;
  return (
    <section className={`card stack verify-result verify-${state}`} part={`result result-${state}`}>
      <p className="verify-state" part="state" role="status">
        <StateIcon aria-hidden="true" />
        <strong>{t(`verify.state.${state}`)}</strong>
        <span>{t(`verify.stateDetail.${state}`)}</span>
      </p>
      <dl className="verify-facts" part="facts">
        <dt>{t('verify.holder')}</dt>
        <dd dir="auto">{certificate.holder_name}</dd>
        <dt>{t('verify.course')}</dt>
        <dd dir="auto">{title}</dd>
        <dt>{t('verify.issued')}</dt>
        <dd>{day(certificate.issue_date)}</dd>
        <dt>{t('verify.number')}</dt>
        <dd dir="ltr">{certificate.certificate_no}</dd>
        {state === 'revoked' && certificate.revoked_at ? (
          <>
            <dt>{t('verify.revokedOn')}</dt>
            <dd>{formatDate(certificate.revoked_at)}</dd>
          </>
        ) : (
          <>
            <dt>{t(state === 'expired' ? 'verify.expired' : 'verify.expires')}</dt>
            <dd>{certificate.expires_on ? day(certificate.expires_on) : t('verify.noExpiry')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
