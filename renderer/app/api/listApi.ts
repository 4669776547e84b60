import { apiFetch } from './apiFetch';
import type { Answer } from './apiTypes';

/** `GET /api/list`: every reference list. */
export function getLists(): Promise<Answer<'lists'>> {
  return apiFetch<Answer<'lists'>>('GET', '/api/list');
}

/** `GET /api/list/{name}`, e.g. `getList('insurer.person_title')`. */
export function getList(name: string): Promise<Answer<'list'>> {
  return apiFetch<Answer<'list'>>('GET', `/api/list/${encodeURIComponent(name)}`);
}
