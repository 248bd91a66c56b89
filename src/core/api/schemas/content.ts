import { array, coerce, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { ApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';

/** An attached file; `file_path` is null when its URL was refused. */
export const FileSchema = type({ file_path: ApiUrl, file_name: OptionalText, file_type: OptionalText });

/** `status` arrives as 1 or "1"; kept as a number. */
const Status = coerce(number(), string(), (value) => Number(value));

export const DynamicButtonSchema = type({
  id: Id,
  title: string(),
  title_ar: OptionalText,
  status: Status,
  on_page: OptionalText,
  visible_for_role_name: OptionalText,
  file: optional(nullable(FileSchema)),
});
export type DynamicButton = Infer<typeof DynamicButtonSchema>;

/** GET base/dynamic/button/mine answer. */
export const DynamicButtonList = array(DynamicButtonSchema);

export const ButtonContentSchema = type({
  id: Id,
  title: string(),
  title_ar: OptionalText,
  content: OptionalText,
  file: optional(nullable(FileSchema)),
});
export type ButtonContent = Infer<typeof ButtonContentSchema>;
