import { apiFetch } from './apiFetch';
import type { ReferenceList, ReferenceLists } from './apiTypes';

/** `GET /api/list`: every reference list. */
export function getLists(): Promise<ReferenceLists> {
  return apiFetch<ReferenceLists>('GET', '/api/list');
}

/** `GET /api/list/{name}`, e.g. `getList('insurer.person_title')`. */
export function getList(name: string): Promise<ReferenceList> {
  return apiFetch<ReferenceList>('GET', `/api/list/${encodeURIComponent(name)}`);
}
