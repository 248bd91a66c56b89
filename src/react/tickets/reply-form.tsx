import { useId, useState, type FormEvent } from 'react';
import { REPLY_MAX, type Ticket } from '../../core/api/schemas/tickets';
import { isReplyValid } from '../../core/tickets/ticket-rules';
import { sendReply, type TicketOutcome } from '../../core/tickets/tickets-store';
import { Button, CheckboxField } from '../ui/controls';
import { useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';
import { TextAreaField } from '../ui/fields';
import { textDir } from '../ui/text-dir';

/** §2/§4 reply box: non-blank text, optionally closing the ticket with it ('close now'). */
export function ReplyForm({ ticket, onOutcome }: { ticket: Ticket; onOutcome: (outcome: TicketOutcome) => void }) {
  const { t } = useI18n();
  const headingId = useId();
  const [content, setContent] = useState('');
  const [closeNow, setCloseNow] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const { busy, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      if (!isReplyValid(content)) {
        setInvalid(true);
        form.querySelector('textarea')?.focus();
        return;
      }
      const outcome = await sendReply(ticket, content, closeNow);
      if (outcome.ok) {
        setContent('');
        setCloseNow(false);
      }
      onOutcome(outcome);
    });
  };

  return (
    <section className="card stack" part="reply" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tickets.reply.title')}</h2>
      <form className="stack" noValidate onSubmit={submit}>
        <TextAreaField
          name="content"
          label={t('tickets.reply.label')}
          rows={5}
          maxLength={REPLY_MAX}
          required
          aria-required="true"
          value={content}
          dir={textDir(content)}
          error={invalid ? t('tickets.validation.replyRequired') : undefined}
          onValue={(value) => {
            setContent(value);
            setInvalid(false);
          }}
        />
        <CheckboxField
          name="close_now"
          label={t('tickets.reply.closeNow')}
          checked={closeNow}
          onChecked={setCloseNow}
        />
        <div>
          <Button type="submit" busy={busy}>
            {busy ? t('tickets.reply.submitting') : t('tickets.reply.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
