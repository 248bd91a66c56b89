/** A string an answer could hand the client to load or link: an absolute path or anything with a scheme. */
const URL_LIKE = /^(\/|[a-z][a-z0-9+.-]*:)/i;

/** The JSON paths (`data.units[].url`) of every URL-like string in an answer, array indices as `[]`. */
export function urlPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return URL_LIKE.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlPaths(item, `${path}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => urlPaths(item, path ? `${path}.${key}` : key));
  return [];
}
