import type { ReactNode } from 'react';
import type { ActivityKind } from '../../core/profile/activity';
import { CheckCircleIcon, MailIcon } from '../ui/icons';

/** Same drawing rules as the shared icon set, for the two shapes only this card uses. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const EditIcon = () => (
  <Glyph>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Glyph>
);
const ClockIcon = () => (
  <Glyph>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Glyph>
);

/** The timeline icon of an activity kind (§2: edit, add/check, mail, default). */
export function ActivityIcon({ kind }: { kind: ActivityKind }) {
  switch (kind) {
    case 'edit':
      return <EditIcon />;
    case 'add':
      return <CheckCircleIcon />;
    case 'mail':
      return <MailIcon />;
    default:
      return <ClockIcon />;
  }
}
