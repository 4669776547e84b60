import type {
  AddressResponse,
  RecaptchaResponse,
  RecaptchaToken,
  VehicleManualQuery,
  VehicleOptionsResponse,
  VehicleRegistrationResponse,
} from '../../../schemas/generated/index';
import { apiFetch } from './apiFetch';
import type { Proposal } from './apiTypes';

/** `GET /api/address?postcode=`: the addresses at a postcode (sent without spaces). */
export function findAddresses(postcode: string): Promise<AddressResponse> {
  return apiFetch(
    'GET',
    `/api/address?postcode=${encodeURIComponent(postcode.replace(/\s+/g, '').toUpperCase())}`,
  );
}

/** `GET /api/vehicle/registration?registration=`: the vans with that plate (first one used). */
export function findVehicle(registration: string): Promise<VehicleRegistrationResponse> {
  const plate = registration.replace(/\s+/g, '').toUpperCase();
  return apiFetch('GET', `/api/vehicle/registration?registration=${encodeURIComponent(plate)}`);
}

/** `GET /api/vehicle?manufacturer=&model=&fuel_type=&year=`: the next choice of the manual lookup. */
export function manualVehicleChoices(query: VehicleManualQuery): Promise<VehicleOptionsResponse> {
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
  const { token } = await apiFetch<RecaptchaToken>('GET', '/api/recaptcha/token');
  const answer = await apiFetch<RecaptchaResponse>('POST', '/api/recaptcha', { response: token });
  return answer.success === true;
}

/** `POST /api/proposal/{uuid}/quote`: rates the proposal; the answer carries the quote. */
export function requestQuote(uuid: string): Promise<Proposal> {
  return apiFetch<Proposal>('POST', `/api/proposal/${encodeURIComponent(uuid)}/quote`);
}
