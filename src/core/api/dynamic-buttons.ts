import { array, number, nullable, optional, string, type, coerce, type Infer } from 'superstruct';
import { request } from '../http/client';
import { Id, OptionalText } from './common';

const FileSchema = type({ file_path: string(), file_name: OptionalText, file_type: OptionalText });

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

export const ButtonContentSchema = type({
  id: Id,
  title: string(),
  title_ar: OptionalText,
  content: OptionalText,
  file: optional(nullable(FileSchema)),
});
export type ButtonContent = Infer<typeof ButtonContentSchema>;

/** GET base/dynamic/button/mine. */
export function fetchMyButtons(): Promise<DynamicButton[]> {
  return request('GET', 'base/dynamic/button/mine', { schema: array(DynamicButtonSchema), silent: true });
}

/** GET base/dynamic/button/{id}/content. */
export function fetchButtonContent(id: string): Promise<ButtonContent> {
  return request('GET', `base/dynamic/button/${encodeURIComponent(id)}/content`, { schema: ButtonContentSchema, silent: true });
}
