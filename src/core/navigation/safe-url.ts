/**
 * A server-given address (course media, the provided-by logo, a certificate) when it is safe to load or link: http(s),
 * resolved against `base`; null for anything else (`javascript:`, `data:`, unreadable), so a bad answer never runs
 * script in a frame or a link.
 */
export function safeHttpUrl(
  url: string | null | undefined,
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
