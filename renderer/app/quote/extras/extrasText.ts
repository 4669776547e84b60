import extrasJson from '../../../../journey/content/extras.json';

/** The copy of the Add-ons and Summary pages (journey/content/extras.json). */
export const extrasText = extrasJson;

export type ExtrasText = typeof extrasJson;
