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

/**
 * Keeps the digits typed and lays them out as DD/MM/YYYY: "0903" -> "09/03". A day or month of
 * one digit that a separator ends is that day or month: "15/5/1985" -> "15/05/1985", "1/" -> "01".
 * A whole date written year first, as a browser's autofill or a copied date may give it
 * ("1985-05-15"), is that date: "15/05/1985", not "19/85/0515".
 */
export function maskDate(text: string): string {
  const yearFirst = /^\s*(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})\s*$/.exec(text);
  if (yearFirst) return maskDate(`${yearFirst[3]}/${yearFirst[2]}/${yearFirst[1]}/`).slice(0, 10);
  const digits = text
    .replace(/(^|\D)(\d)(?=\D)/g, (_, before: string, digit: string) => `${before}0${digit}`)
    .replace(/\D/g, '')
    .slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}
