/** 12345 -> "12,345"; the text typed is kept as digits only. */
export function formatThousands(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : Math.trunc(value).toLocaleString('en-GB');
}

/**
 * "£12,345" -> 12345, and "£12,345.67" -> 12345 (pence are not kept, nor read as more pounds);
 * undefined when no digit was typed before the point.
 */
export function parsePounds(text: string): number | undefined {
  const digits = (text.split('.')[0] ?? '').replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}
