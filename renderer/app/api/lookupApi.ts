import { apiFetch } from './apiFetch';
import { withVersion } from './proposalVersion';
import type { Answer, Body, Query } from './apiTypes';

/** `GET /api/address?postcode=`: the addresses at a postcode (sent without spaces). */
export function findAddresses(postcode: string): Promise<Answer<'address'>> {
  return apiFetch(
    'GET',
    `/api/address?postcode=${encodeURIComponent(postcode.replace(/\s+/g, '').toUpperCase())}`,
  );
}

/** `GET /api/vehicle/registration?registration=`: the vans with that plate (first one used). */
export function findVehicle(registration: string): Promise<Answer<'vehicleByRegistration'>> {
  const plate = registration.replace(/\s+/g, '').toUpperCase();
  return apiFetch('GET', `/api/vehicle/registration?registration=${encodeURIComponent(plate)}`);
}

/** `GET /api/vehicle?manufacturer=&model=&fuel_type=&year=`: the next choice of the manual lookup. */
export function manualVehicleChoices(query: Query<'vehicleOptions'>): Promise<Answer<'vehicleOptions'>> {
  const params = new URLSearchParams();
  for (const key of ['manufacturer', 'model', 'fuel_type', 'year'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return apiFetch('GET', `/api/vehicle${search ? `?${search}` : ''}`);
}

/** The embedded bot check: a token from `GET /api/recaptcha/token`, checked by `POST /api/recaptcha`. */
export async function runBotCheck(): Promise<boolean> {
  const { token } = await apiFetch<Answer<'recaptchaToken'>>('GET', '/api/recaptcha/token');
  const body: Body<'recaptcha'> = { response: token };
  const answer = await apiFetch<Answer<'recaptcha'>>('POST', '/api/recaptcha', body);
  return answer.success === true;
}

/** `POST /api/proposal/{uuid}/quote`: rates the proposal; the answer carries the quote. */
export function requestQuote(uuid: string): Promise<Answer<'quote'>> {
  return withVersion(uuid, 'change', (headers, onResponse) =>
    apiFetch<Answer<'quote'>>(
      'POST',
      `/api/proposal/${encodeURIComponent(uuid)}/quote`,
      undefined,
      headers,
      onResponse,
    ),
  );
}
