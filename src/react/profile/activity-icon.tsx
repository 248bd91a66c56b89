import type { ActivityKind } from '../../core/profile/activity';
import { CheckCircleIcon, Icon } from '../ui/icons';
import { MailIcon } from '../ui/feature-icons';

// The two shapes only this card uses, drawn with the shared Icon.
const EditIcon = () => (
  <Icon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
);
const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Icon>
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
