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
});
export type User = Infer<typeof UserSchema>;
