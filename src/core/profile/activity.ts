import type { ActivityItem } from '../api/schemas/profile';
import type { Message } from '../locale/message';
import { pluralForm } from '../locale/plural';
import { relativeTime } from '../locale/relative-time';

/** Icon kinds of an activity item (§2): edit, add/check, mail, or the default. */
export type ActivityKind = 'edit' | 'add' | 'mail' | 'default';

const BY_ICON: Record<string, ActivityKind> = {
  edit: 'edit',
  pencil: 'edit',
  add: 'add',
  plus: 'add',
  check: 'add',
  mail: 'mail',
  email: 'mail',
  envelope: 'mail',
};
const BY_TYPE: Record<string, ActivityKind> = {
  updated: 'edit',
  update: 'edit',
  created: 'add',
  create: 'add',
  email: 'mail',
  mail: 'mail',
};

const normal = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The icon kind: the item's own icon name when known, else its type, else the default icon. */
export function activityKind(item: Pick<ActivityItem, 'type' | 'icon'>): ActivityKind {
  return BY_ICON[normal(item.icon)] ?? BY_TYPE[normal(item.type)] ?? 'default';
}

/** Activity types with words in both languages: §2's updated and created, and the reference API's login and email. */
const BADGES = ['updated', 'created', 'login', 'email'] as const;
type BadgeType = (typeof BADGES)[number];

/** The badge (§2): a known type is translated; any other type is shown as the server sent it. */
export function activityBadge(item: Pick<ActivityItem, 'type'>): Message {
  const type = normal(item.type);
  return (BADGES as readonly string[]).includes(type)
    ? { key: `profile.activity.badge.${type as BadgeType}` }
    : { text: item.type };
}

/** "5 minutes ago" in the shown language by the §9 thresholds; null when the time cannot be read. */
export function relativeTimeMessage(createdAt: string, now: number = Date.now()): Message | null {
  const relative = relativeTime(createdAt, now);
  if (!relative) return null;
  if (relative.unit === 'now') return { key: 'profile.relative.now' };
  return { key: `profile.relative.${relative.unit}.${pluralForm(relative.count)}`, params: { count: relative.count } };
}

/** The machine-readable time of an item for `<time datetime>`, or null when the server's text is not a date. */
export function activityDateTime(createdAt: string): string | null {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}
