/** One file the generator writes: where, what it is for (the docs list it), and its text before formatting. */
export interface GeneratedFile {
  path: string;
  about: string;
  content: string;
}
