/** One feature's name as every layer spells it (`study-notes` → `studyNotes`, `StudyNotes`, `STUDY_NOTES` …). */
export interface FeatureNames {
  /** Folders, files, routes, the server feature and the element's tag: `study-notes`. */
  kebab: string;
  /** Variables and the dictionary part: `studyNotes`. */
  camel: string;
  /** Types and components: `StudyNotes`. */
  pascal: string;
  /** Constants: `STUDY_NOTES`. */
  constant: string;
  /** SQL names: `study_notes`. */
  snake: string;
  /** The English heading: `Study notes`. */
  title: string;
  /** The element: `academy-study-notes`. */
  tag: string;
}

/**
 * Lower-case words joined by single hyphens, letters only: the element entries, the package's declarations and the
 * size bench find elements by `academy-[a-z-]+`.
 */
export const NAME_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;

/** Longest name: its SQL index name (`<snake>_items_user_created`) must fit PostgreSQL's 63 characters. */
export const NAME_MAX = 30;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

export function featureNames(kebab: string): FeatureNames {
  const words = kebab.split('-');
  const pascal = words.map(capitalised).join('');
  return {
    kebab,
    camel: `${pascal.charAt(0).toLowerCase()}${pascal.slice(1)}`,
    pascal,
    constant: words.join('_').toUpperCase(),
    snake: words.join('_'),
    title: capitalised(words.join(' ')),
    tag: `academy-${kebab}`,
  };
}
