// Shapes of the persisted data file; later issues add their own collections here and bump DATA_VERSION.

export const DATA_VERSION = 1;

export type Lang = 'en' | 'ar';

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  name: string;
  arabic_name: string;
  nid: string | null;
  roles: string[];
  permissions: string[];
  password_hash: string;
  email_verified_at: string | null;
  created_at: string;
}

export interface AccessTokenRecord {
  token_hash: string;
  user_id: number;
  remember: boolean;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ResetTokenRecord {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerifyLinkRecord {
  user_id: number;
  signature: string;
  expires: number;
  force_expired: boolean;
  created_at: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  default_language: Lang;
  color: string;
  initials: string;
}

export interface ButtonFile {
  file_path: string;
  file_name: string;
  file_type: string;
}

export interface ButtonRecord {
  id: number;
  title: string;
  title_ar: string;
  status: number;
  on_page: string;
  visible_for_role_name: string;
  file: ButtonFile | null;
  content: string | null;
}

export type ActivityType = 'updated' | 'created' | 'email' | 'login';

export interface ActivityRecord {
  id: number;
  user_id: number;
  type: ActivityType;
  icon: string;
  message: string;
  message_ar: string;
  created_at: string;
}

export type MailKind = 'reset' | 'verify';

export interface MailRecord {
  to: string;
  kind: MailKind;
  subject: string;
  link: string;
  created_at: string;
}

export interface Data {
  version: number;
  secret: string;
  next_ids: { user: number; activity: number };
  users: UserRecord[];
  tokens: AccessTokenRecord[];
  reset_tokens: ResetTokenRecord[];
  verify_links: VerifyLinkRecord[];
  companies: CompanyRecord[];
  buttons: ButtonRecord[];
  activities: ActivityRecord[];
  outbox: MailRecord[];
}

/** Collections a loaded file must contain to be trusted (anything else triggers a re-seed). */
export const DATA_ARRAYS = [
  'users',
  'tokens',
  'reset_tokens',
  'verify_links',
  'companies',
  'buttons',
  'activities',
  'outbox',
] as const satisfies readonly (keyof Data)[];
