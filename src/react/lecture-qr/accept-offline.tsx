import { useState } from 'react';
import { acceptOffline } from '../../core/lecture-qr/lecture-qr-store';
import { errorMessage } from '../../core/http/error-message';
import type { Message } from '../../core/locale/message';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/**
 * Beyond the spec (issue #29): a learner's scan kept offline carries only the time their device claims; the trainer
 * accepts it here once satisfied, and the roster reads again without the flag.
 */
export function AcceptOffline({
  lectureId,
  participantId,
  name,
}: {
  lectureId: string;
  participantId: string;
  name: string;
}) {
  const { t, message } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await acceptOffline(lectureId, participantId);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="accept-offline">
      <Button
        variant="secondary"
        busy={busy}
        part="accept-offline"
        aria-label={t('lectureQr.roster.acceptOfflineFor', { name })}
        onClick={() => void run()}
      >
        {t('lectureQr.roster.acceptOffline')}
      </Button>
      {failure && (
        <span className="accept-offline-error" role="alert" part="accept-offline-error">
          {message(failure)}
        </span>
      )}
    </span>
  );
}
