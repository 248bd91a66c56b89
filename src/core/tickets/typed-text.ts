const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * What a person typed (a ticket's description, a reply) as the HTML the §3 ticket fields carry: every character shown as
 * typed, nothing read as markup. Line breaks stay as they are (the ticket body keeps them with `white-space: pre-line`).
 */
export function typedTextAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
