import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TEXT_MAX } from '../../core/api/schemas/limits';
import {
  capDescription,
  DESCRIPTION_MAX,
  EMPTY_TICKET,
  TICKET_REDIRECT_MS,
  validateTicket,
  type NewTicketField,
  type NewTicketInput,
} from '../../core/tickets/ticket-rules';
import { createFailure, submitTicket } from '../../core/tickets/tickets-store';
import { LIST_PATH } from '../../core/tickets/ticket-paths';
import { Alert, Button, TextField } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { acceptForm, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { SelectField, TextAreaField } from '../ui/fields';
import { textDir } from '../ui/text-dir';
import { useTypeOptions } from './use-type-options';

/**
 * §2 create form: type, title, description with its 'n / 1000' counter; §5 messages that clear as their field is
 * edited; on success a toast, `academy-ticket-created`, and the list 2 s later.
 */
export function TicketCreate() {
  const { t, message } = useI18n();
  const { emit, navigate } = useElement();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NewTicketInput>(EMPTY_TICKET);
  const { errors, setErrors, clear } = useFieldMessages<NewTicketField>();
  const { busy, run } = useSubmission();
  const [created, setCreated] = useState(false);
  const types = useTypeOptions();

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(LIST_PATH), TICKET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const edit = (field: NewTicketField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateTicket(values), setErrors, form.current)) return;
      try {
        const ticket = await submitTicket(values);
        emit('academy-ticket-created', ticket);
        setCreated(true);
      } catch (error) {
        setErrors(textMessages(createFailure(error).fields));
      }
    });
  };

  const fieldError = (field: NewTicketField) => (errors[field] ? message(errors[field]) : undefined);
  return (
    <div className="stack">
      <NavLink to={LIST_PATH} className="button button-text back-link" part="back">
        <ArrowBackIcon />
        {t('tickets.backToList')}
      </NavLink>
      <section className="card stack ticket-create" part="form" aria-labelledby={headingId}>
        <div>
          <h1 id={headingId}>{t('tickets.create.title')}</h1>
          <p className="muted">{t('tickets.create.subtitle')}</p>
        </div>
        {created && (
          <Alert variant="success" title={t('tickets.create.success')}>
            {t('tickets.create.redirecting')}
          </Alert>
        )}
        <form ref={form} className="stack" noValidate onSubmit={submit}>
          <SelectField
            name="type"
            label={`${t('tickets.create.type')} (${t('common.required')})`}
            required
            aria-required="true"
            disabled={types.loading}
            value={values.type}
            error={fieldError('type')}
            onValue={(value) => edit('type', value)}
          >
            <option value="">
              {types.loading ? t('tickets.create.typesLoading') : t('tickets.create.typePlaceholder')}
            </option>
            {types.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            name="title"
            label={`${t('tickets.create.ticketTitle')} (${t('common.required')})`}
            maxLength={TEXT_MAX}
            required
            aria-required="true"
            value={values.title}
            dir={textDir(values.title)}
            error={fieldError('title')}
            onValue={(value) => edit('title', value)}
          />
          <TextAreaField
            name="description"
            label={`${t('tickets.create.description')} (${t('common.required')})`}
            rows={8}
            maxLength={DESCRIPTION_MAX}
            required
            aria-required="true"
            value={values.description}
            dir={textDir(values.description)}
            error={fieldError('description')}
            hint={
              <span part="counter">
                {t('tickets.create.counter', { count: values.description.length, max: DESCRIPTION_MAX })}
              </span>
            }
            onValue={(value) => edit('description', capDescription(value))}
          />
          <div>
            <Button type="submit" busy={busy} disabled={created}>
              {busy ? t('tickets.create.submitting') : t('tickets.create.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
