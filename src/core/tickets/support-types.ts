import type { SupportType } from '../api/schemas/tickets';
import type { Locale } from '../locale/locale';

/** §7: the types call asks for page 1, 100 rows, no search, every status. */
export const SUPPORT_TYPES_REQUEST = { page: 1, limit: 100, search: '', status: -1 } as const;

/** §8: the built-in types used when the call fails or answers none; their names live in the dictionaries. */
export const FALLBACK_TYPE_VALUES = [
  'technical_support',
  'course_inquiry',
  'account_issues',
  'general_inquiry',
  'payment_issues',
] as const;
export type FallbackTypeValue = (typeof FALLBACK_TYPE_VALUES)[number];

export function isFallbackType(value: string): value is FallbackTypeValue {
  return (FALLBACK_TYPE_VALUES as readonly string[]).includes(value);
}

/** One choice of the type dropdown. */
export interface TypeOption {
  value: string;
  label: string;
}

/** A server type's name in `locale`, falling back to the other name, the label and the value. */
export function typeLabel(type: SupportType, locale: Locale): string {
  const preferred = locale === 'ar' ? type.name_ar : type.name_en;
  const other = locale === 'ar' ? type.name_en : type.name_ar;
  return preferred || type.label || other || type.value;
}

/** The dropdown's choices: the server's types when it sent any, else the built-in list named by `fallbackName`. */
export function typeOptions(
  types: readonly SupportType[] | undefined,
  locale: Locale,
  fallbackName: (value: FallbackTypeValue) => string,
): TypeOption[] {
  if (types && types.length > 0) return types.map((type) => ({ value: type.value, label: typeLabel(type, locale) }));
  return FALLBACK_TYPE_VALUES.map((value) => ({ value, label: fallbackName(value) }));
}

/** The shown name of a ticket's stored type: its option's label, else the stored value itself. */
export function ticketTypeLabel(value: string | null | undefined, options: readonly TypeOption[]): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}
