import type { Address } from './AddressProvider';

const MAX_LINES = 5;
const MAX_LENGTH = 100;

type AddressLines = Pick<Address, 'line_1' | 'line_2' | 'line_3' | 'line_4' | 'line_5'>;

/**
 * Packs an address's parts into line_1..line_5: blanks and repeats dropped (a service may give
 * the locality twice), no gap between two filled lines. Anything that is not a string is ignored,
 * so a service's odd field cannot reach the client. With more than five parts the first lines
 * are joined, so the town and county stay on lines of their own.
 */
export function packLines(parts: readonly unknown[]): AddressLines {
  const lines: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    const line = part.replace(/\s+/g, ' ').trim();
    if (line !== '' && line.toLowerCase() !== lines.at(-1)?.toLowerCase()) lines.push(line);
  }
  while (lines.length > MAX_LINES) lines.splice(0, 2, `${lines[0]}, ${lines[1]}`);
  const packed: Record<string, string> = {};
  lines.forEach((line, i) => (packed[`line_${i + 1}`] = line.slice(0, MAX_LENGTH)));
  return packed as AddressLines;
}
