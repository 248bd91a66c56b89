import { useMemo } from 'react';
import { typeOptions, type TypeOption } from '../../core/tickets/support-types';
import { supportTypesStore } from '../../core/tickets/tickets-store';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';

/** The support types in the shown language: the server's, or the built-in list when the call fails (§8). */
export function useTypeOptions(): { options: TypeOption[]; loading: boolean } {
  const { t, locale } = useI18n();
  const state = useQueryState(supportTypesStore);
  const loading = !state.data && state.status !== 'error';
  const options = useMemo(
    () => typeOptions(state.data, locale, (value) => t(`tickets.types.${value}`)),
    [state.data, locale, t],
  );
  return { options, loading };
}
