import { computed } from 'nanostores';
import { buttonsQuery } from '../dynamic-buttons/dynamic-buttons-store';
import { visibleButtons } from '../dynamic-buttons/visible-buttons';
import { queryStore } from '../query/query-store';
import { $roles } from '../session/storage';

/** The user's dynamic buttons through the shell's 10-minute cache (§7), for the support-resources card. */
export const supportButtonsState = queryStore(buttonsQuery);

/** The content pages the card links (§6 visibility: active, on the dashboard, for one of the user's roles); none while loading or after a failure (§8: the list is hidden). */
export const $supportButtons = computed([supportButtonsState, $roles], (state, roles) =>
  visibleButtons(state.data ?? [], roles),
);
