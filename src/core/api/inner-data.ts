/**
 * The spec's "data.data or data": `request` has taken the envelope's `data` off; a second `data` level is taken
 * when it holds an object (the feature calls whose answers nest it). Kept out of the client so the sign-in page never loads it.
 */
export function innerData(value: unknown): unknown {
  const inner = value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? inner : value;
}
