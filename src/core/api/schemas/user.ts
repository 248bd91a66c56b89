import { string, type, type Infer } from 'superstruct';
import { Id, NameList, OptionalText } from './common';

export const UserSchema = type({
  id: Id,
  name: string(),
  arabic_name: OptionalText,
  email: string(),
  nid: OptionalText,
  roles: NameList,
  permissions: NameList,
  /** 'pending' while a trainer account made by sign-up awaits approval (the account is a learner meanwhile). */
  trainer_approval: OptionalText,
  /** How dates are shown (#34): 'gregory', 'islamic-umalqura' or 'both'; absent from older servers (Gregorian). */
  calendar: OptionalText,
});
export type User = Infer<typeof UserSchema>;
