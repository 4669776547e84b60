import { ApiError, type FieldError } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((e) => ({ path: String(e.path ?? ''), message: String(e.message ?? '') }));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API. Every call says it is an XMLHttpRequest-style call (the server refuses others)
 * and asks for JSON; a body is sent as JSON; `extraHeaders` are added (the bot check's token,
 * If-Match); `onResponse` sees the answer's status and headers (a proposal's ETag).
 * Resolves with the parsed answer (undefined when it is
 * empty); rejects with an ApiError on a non-2xx answer, or with status 0 when no answer came.
 */
export async function apiFetch<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  onResponse?: (response: Response) => void,
): Promise<T> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    ...extraHeaders,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, path, 'network', [], cause instanceof Error ? cause.message : undefined);
  }
  onResponse?.(response);
  const parsed = await readJson(response);
  if (!response.ok) {
    const answer = isRecord(parsed) ? parsed : {};
    const code = typeof answer.error === 'string' ? answer.error : undefined;
    const message = typeof answer.message === 'string' ? answer.message : undefined;
    throw new ApiError(response.status, path, code, fieldErrors(answer.errors), message);
  }
  return parsed as T;
}
