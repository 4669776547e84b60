/** 12345 -> "12,345"; the text typed is kept as digits only. */
export function formatThousands(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : Math.trunc(value).toLocaleString('en-GB');
}

/** "£12,345" -> 12345; undefined when no digit was typed. */
export function parsePounds(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}
