import type { FieldIssues } from '../forms/field-issues';

/** §5/§9: a new ticket's description holds 20 to 1000 characters. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 1000;
/** §9: after creating a ticket the list opens 2 s later. */
export const TICKET_REDIRECT_MS = 2000;
/** §4/§9: alerts and feedback messages hide after 5 s. */
export const TICKET_ALERT_MS = 5000;

export interface NewTicketInput {
  type: string;
  title: string;
  description: string;
}
export type NewTicketField = keyof NewTicketInput;

export const EMPTY_TICKET: NewTicketInput = { type: '', title: '', description: '' };

/** §5 create-ticket rules, the first broken rule per field, in the form's order. */
export function validateTicket(input: NewTicketInput): FieldIssues<NewTicketField> {
  const issues: FieldIssues<NewTicketField> = {};
  if (!input.type.trim()) issues.type = 'tickets.validation.typeRequired';
  if (!input.title.trim()) issues.title = 'tickets.validation.titleRequired';
  const description = input.description.trim();
  if (!description) issues.description = 'tickets.validation.descriptionRequired';
  else if (description.length < DESCRIPTION_MIN) issues.description = 'tickets.validation.descriptionMin';
  else if (description.length > DESCRIPTION_MAX) issues.description = 'tickets.validation.descriptionMax';
  return issues;
}

/** §5: the description input is capped at 1000 characters (a paste beyond it is cut). */
export function capDescription(value: string): string {
  return value.length > DESCRIPTION_MAX ? value.slice(0, DESCRIPTION_MAX) : value;
}

/** The create call's body: trimmed text. */
export function ticketPayload(input: NewTicketInput): NewTicketInput {
  return { type: input.type.trim(), title: input.title.trim(), description: input.description.trim() };
}

/** §5: a reply is non-blank text. */
export function isReplyValid(content: string): boolean {
  return content.trim().length > 0;
}
