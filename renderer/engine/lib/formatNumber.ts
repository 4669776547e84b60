import { formatThousands } from './formatPounds';

/** The named formats a number may be shown in: `ui:options.format`, or the one its widget declares. */
const formats: Readonly<Record<string, (value: number) => string>> = {
  pounds: (value) => `£${formatThousands(value)}`,
};

/** A number as text in a named format ("pounds": 2000 -> "£2,000"); an unknown one separates thousands. */
export function formatNumber(value: number, format?: unknown): string {
  const named = typeof format === 'string' && Object.hasOwn(formats, format) ? formats[format] : undefined;
  return named ? named(value) : formatThousands(value);
}
