const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The mark the form adds to the label of a question that may be left unanswered (" (optional)"),
 * or nothing when the question's title already carries it ("Tell us more about it (optional)"),
 * whatever its case.
 */
export function optionalMark(title: string, mark: string): string {
  const wanted = folded(mark);
  if (!wanted || folded(title).includes(wanted)) return '';
  return ` ${mark}`;
}
