/**
 * A web reference, `NNNNN-NNNNN-NNNNN`, from a source of random integers (crypto.randomInt in
 * the server, a seeded one in tests). Fifteen random digits: guessing one is hopeless, and recall
 * also asks for the postcode and date of birth.
 */
export function newQuoteReference(randomInt: (maxExclusive: number) => number): string {
  const group = () => String(randomInt(100_000)).padStart(5, '0');
  return `${group()}-${group()}-${group()}`;
}
