// JSX declarations for the Shoelace tags the shell renders. React 19 sets known properties on custom
// elements and listens to their events through `on<exact-event-name>` props (`onsl-select`).
import type { HTMLAttributes, Key, Ref } from 'react';
import type SlDivider from '@shoelace-style/shoelace/dist/components/divider/divider.component.js';
import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import type SlMenu from '@shoelace-style/shoelace/dist/components/menu/menu.component.js';
import type SlMenuItem from '@shoelace-style/shoelace/dist/components/menu-item/menu-item.component.js';

type SlElementProps<E extends HTMLElement, P> = Omit<HTMLAttributes<E>, keyof P> & P & { ref?: Ref<E>; key?: Key };

export type SlSelectEvent = CustomEvent<{ item: SlMenuItem }>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-dropdown': SlElementProps<
        SlDropdown,
        {
          placement?: SlDropdown['placement'];
          distance?: number;
          skidding?: number;
          hoist?: boolean;
          open?: boolean;
          disabled?: boolean;
          'stay-open-on-select'?: boolean;
          'onsl-show'?: (event: CustomEvent) => void;
          'onsl-hide'?: (event: CustomEvent) => void;
          'onsl-after-show'?: (event: CustomEvent) => void;
          'onsl-after-hide'?: (event: CustomEvent) => void;
        }
      >;
      'sl-menu': SlElementProps<SlMenu, { 'onsl-select'?: (event: SlSelectEvent) => void }>;
      'sl-menu-item': SlElementProps<
        SlMenuItem,
        { value?: string; type?: 'normal' | 'checkbox'; checked?: boolean; loading?: boolean; disabled?: boolean }
      >;
      'sl-divider': SlElementProps<SlDivider, { vertical?: boolean }>;
    }
  }
}
