/**
 * Regex source (for the `u` flag) of one letter of the Latin script, accented ones included:
 * names must match the driving licence, which is written in Latin letters. The lookahead keeps
 * Latin-script symbols that aren't letters (Roman numerals such as "Ⅻ") out.
 * Shared by the name formats so the definition of a letter lives in one place.
 */
export const latinLetter = String.raw`(?:(?=\p{L})\p{Script=Latin})`;

/** Both the typewriter apostrophe and the curly one that phones type (O’Brien). */
export const apostrophes = `'\u2019`;
