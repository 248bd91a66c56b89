import { isContentType } from '../../core/api/schemas/course';
import type { MessageKey } from '../../core/locale/i18n';

/** The dictionary key naming a content's type; an unknown type reads 'Content'. */
export function typeLabelKey(type: string): MessageKey {
  return isContentType(type) ? `course.types.${type}` : 'course.types.other';
}
