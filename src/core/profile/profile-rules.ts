import type { User } from '../api/schemas/user';
import type { FieldIssues } from '../forms/field-issues';
import { isTrainer } from '../roles/roles';
import { isLatinName } from './latin-name';

/** The two fields of the profile form. */
export type ProfileField = 'name' | 'arabicName';

export interface ProfileInput {
  name: string;
  arabicName: string;
}

/** The message of a blank English name, shown in the alert and under the field (§5). */
const PROFILE_REQUIRED_KEY = 'profile.validation.required';

/** The message of an English name in another script: it is printed on certificates (#29 item 13). */
const PROFILE_LATIN_KEY = 'profile.validation.latin';

/**
 * Profile settings (§5): the English name is non-blank after trimming, in Latin letters (it is printed on
 * certificates); the Arabic name is optional.
 */
export function validateProfile(input: ProfileInput): FieldIssues<ProfileField> {
  const name = input.name.trim();
  if (!name) return { name: PROFILE_REQUIRED_KEY };
  return isLatinName(name) ? {} : { name: PROFILE_LATIN_KEY };
}

/** PUT user/update/name body (§3 "Profile name update payload"): id, name, arabic_name, both names trimmed. */
export function profilePayload(userId: string, input: ProfileInput): { id: string; name: string; arabic_name: string } {
  return { id: userId, name: input.name.trim(), arabic_name: input.arabicName.trim() };
}

/** The form's starting values: the stored names (a missing Arabic name is an empty field). */
export function profileFormValues(user: Pick<User, 'name' | 'arabic_name'> | null): ProfileInput {
  return { name: user?.name ?? '', arabicName: user?.arabic_name ?? '' };
}

/** True when the form differs from the stored names once trimmed (nothing to send otherwise). */
export function profileChanged(user: Pick<User, 'name' | 'arabic_name'> | null, input: ProfileInput): boolean {
  const stored = profileFormValues(user);
  return stored.name.trim() !== input.name.trim() || stored.arabicName.trim() !== input.arabicName.trim();
}

export type ProfileLayout = 'trainer' | 'learner';

/** §2: the trainer layout when the roles include trainer or instructor, otherwise the learner layout. */
export function profileLayout(roles: readonly string[]): ProfileLayout {
  return isTrainer(roles) ? 'trainer' : 'learner';
}

/** A stored name as shown on the current-profile card: its trimmed text, or null for the 'Not set' fallback. */
export function shownName(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
