/** "2024-03-09" -> "09/03/2024"; anything else is returned as it is. */
export function isoToDisplay(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
}

/** "09/03/2024" -> "2024-03-09"; undefined until the text has all eight digits. */
export function displayToIso(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/** Keeps the digits typed and lays them out as DD/MM/YYYY: "0903" -> "09/03". */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/** A Date for a YYYY-MM-DD string, at noon UTC so no time zone moves its day. */
export function parseIso(iso: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, 12)) : undefined;
}

/** YYYY-MM-DD of a date's UTC day. */
export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
