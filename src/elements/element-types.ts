import type { BrandVariantId } from '../core/brand/variants';

/** Properties every Academy element has besides its own, one per common attribute (r2wc defines them). */
export interface CommonElementProperties {
  /** API host (`api-base`); the client adds `/backend/`. */
  apiBase?: string;
  /** Brand variant override (`brand`). */
  brand?: BrandVariantId;
}

/** An Academy element: an HTMLElement with its attributes as camelCase properties (`course-id` → `courseId`). */
export type AcademyElement<P extends object = object> = HTMLElement & CommonElementProperties & P;

/** The class `createAcademyElement` returns; `new` gives an element that still needs `customElements.define`. */
export interface AcademyElementClass<P extends object = object> {
  new (): AcademyElement<P>;
  readonly prototype: AcademyElement<P>;
}
