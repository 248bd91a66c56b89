import type { Lang } from '../../types';

// Brands and dynamic buttons; the data file gains them through `DataCollections`.

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

declare module '../../types' {
  interface DataCollections {
    companies: CompanyRecord[];
    buttons: ButtonRecord[];
  }
}
