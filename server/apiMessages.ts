import brandJson from '../journey/content/brand.json';
import errorsJson from '../journey/content/errors.json';
import { fillTemplate } from '../journey/src/fillTemplate';

const { _comment: _, notAnObject, ...texts } = errorsJson.api;

/** The name of a refusal's message in journey/content/errors.json (api). */
export type ApiMessage = keyof typeof texts;

/** The bodies a call names when it is sent something other than a JSON object (api.notAnObject). */
export type BodyName = keyof typeof notAnObject;

/**
 * The words of a refused call's message, as product staff write them in journey/content/errors.json
 * (api), with the brand's phone and the call's own figures (`values`) filled in.
 */
export function apiMessage(name: ApiMessage, values: Readonly<Record<string, string | number>> = {}): string {
  return fillTemplate(texts[name], { phone: brandJson.contact.phone, ...values });
}

/** "Send the proposal as a JSON object.": the refusal of a body that is no JSON object. */
export const notAnObjectMessage = (body: BodyName = 'request'): string => notAnObject[body];
