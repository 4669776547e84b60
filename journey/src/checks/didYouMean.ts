/** Edit distance between two texts (insertions, deletions and substitutions each count 1). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] as number;
}

/** A candidate and, when it differs from what is shown to customers, its label ('DRIVE', 'Driveway'). */
export interface Candidate {
  value: string;
  label?: string;
}

/**
 * The candidate a product person most likely meant by `written`: one whose value or label is the
 * same but for case ('DRIVEWAY' for the option 'Driveway', value 'DRIVE'), one that starts with
 * the other, or one a couple of letters away. `undefined` when none is close.
 */
export function didYouMean(written: string, candidates: readonly (Candidate | string)[]): string | undefined {
  const all = candidates.map((c) => (typeof c === 'string' ? { value: c } : c));
  const lower = written.toLowerCase();
  const same = (text: string | undefined) => text !== undefined && text.toLowerCase() === lower;
  const starts = (text: string | undefined) =>
    text !== undefined &&
    text.length >= 3 &&
    lower.length >= 3 &&
    (text.toLowerCase().startsWith(lower) || lower.startsWith(text.toLowerCase()));
  const found =
    all.find((c) => same(c.value) || same(c.label)) ?? all.find((c) => starts(c.value) || starts(c.label));
  if (found) return found.value;
  let best: { value: string; cost: number } | undefined;
  for (const { value } of all) {
    const cost = distance(lower, value.toLowerCase());
    if (
      cost < written.length &&
      cost <= Math.max(1, Math.floor(written.length / 4)) &&
      (!best || cost < best.cost)
    )
      best = { value, cost };
  }
  return best?.value;
}

/** ' (did you mean "DRIVE"?)', or '' when nothing is close. */
export function didYouMeanText(written: string, candidates: readonly (Candidate | string)[]): string {
  const guess = didYouMean(written, candidates);
  return guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`;
}
