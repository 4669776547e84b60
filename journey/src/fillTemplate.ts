/**
 * Replaces each `{name}` in `text` with `values[name]`. Unknown names are left as they are, so a
 * missing value shows up in review instead of vanishing.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
