import { request } from '../http/client';
import {
  ButtonContentSchema,
  DynamicButtonList,
  DynamicButtonSchema,
  type ButtonContent,
  type DynamicButton,
} from './schemas/content';

export { ButtonContentSchema, DynamicButtonSchema, type ButtonContent, type DynamicButton };

/** GET base/dynamic/button/mine. */
export function fetchMyButtons(): Promise<DynamicButton[]> {
  return request('GET', 'base/dynamic/button/mine', { schema: DynamicButtonList, silent: true });
}

/** GET base/dynamic/button/{id}/content. */
export function fetchButtonContent(id: string): Promise<ButtonContent> {
  return request('GET', `base/dynamic/button/${encodeURIComponent(id)}/content`, {
    schema: ButtonContentSchema,
    silent: true,
  });
}
