import type { FailureRouting } from '../../../journey/src/contentTypes';
import type { RouteName } from '../../../journey/src/journeyTypes';
import { ApiError } from './ApiError';

/** The path of a URL, without origin or query: patterns are matched against it. */
function pathOf(url: string): string {
  return (url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
}

/** A pattern is a path prefix, segment by segment; `*` stands for any one segment. */
function matches(pattern: string, url: string): boolean {
  const want = pathOf(pattern).split('/');
  const have = pathOf(url).split('/');
  return want.length <= have.length && want.every((segment, i) => segment === '*' || segment === have[i]);
}

/**
 * Where a failed call sends the customer (errors.json `routing`): a 419 goes to Expired from
 * anywhere; a code with a page of its own goes there (payment_unavailable: Failed); any other
 * ApiError goes to Exception unless its code, its URL or the ignore list
 * exempts it. Undefined means "stay": the caller handles or logs it. Errors that are not
 * ApiErrors (bugs in our own code) are never routed.
 */
export function routeForFailure(error: unknown, routing: FailureRouting): RouteName | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === routing.sessionExpired.status) return routing.sessionExpired.route;
  const own = error.code === undefined ? undefined : routing.codeRoutes[error.code];
  if (own) return own;
  if (error.code !== undefined && routing.exceptCodes.includes(error.code)) return undefined;
  if (routing.exceptUrlContaining.some((part) => error.url.includes(part))) return undefined;
  if (routing.ignore.some((pattern) => matches(pattern, error.url))) return undefined;
  return routing.failure.route;
}
