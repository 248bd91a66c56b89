import type { buttons, companies } from './schema';

// Brands and dynamic buttons as their tables hold them (schema.ts), and the file a button may point at.

export type CompanyRecord = typeof companies.$inferSelect;

export type ButtonRow = typeof buttons.$inferSelect;

export interface ButtonFile {
  file_path: string;
  file_name: string;
  file_type: string;
}
