// Formatting shared by the e-mail templates. Every value inserted into HTML goes through
// escapeHtml, including our own (a brand name with "&" must still be valid HTML).

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pounds as the quote carries them (641.87) shown as £641.87. */
export function money(pounds: number): string {
  return gbp.format(pounds);
}

/** YYYY-MM-DD shown DD/MM/YYYY, as everywhere in the journey; anything else as it is. */
export function ukDate(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
}

/** A subject line: one line, no control characters (header injection is impossible anyway). */
export function oneLine(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}
