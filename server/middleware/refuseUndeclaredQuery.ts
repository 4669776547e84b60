import type { RequestHandler } from 'express';
import { type OperationDeclaration, operations } from '../../schemas/src/apiOperations';
import { apiMessage } from '../apiMessages';
import { invalid } from '../httpError';

/** The calls that change something and take a query, as the operations table declares them. */
const TAKING_A_QUERY = Object.values<OperationDeclaration>(operations)
  .filter((operation) => operation.method === 'post' && operation.query !== undefined)
  .map((operation) => new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}/?$`));

/**
 * Refuses (422, each parameter named) a query on a call that changes something and declares no
 * query (apiOperations.ts): its route never reads one, so `?steps=1` on the whole-proposal quote
 * or a quote call was ignored without a word, where the form's saves check the same parameter.
 * The calls that take a query check it against its schema in their routes. Only a request whose
 * address has a query does any work here.
 */
export const refuseUndeclaredQuery: RequestHandler = (req, _res, next) => {
  if (req.method !== 'POST' || !req.originalUrl.includes('?')) return next();
  const names = Object.keys(req.query);
  if (names.length === 0 || TAKING_A_QUERY.some((path) => path.test(req.baseUrl + req.path))) return next();
  next(invalid(names.map((name) => ({ path: name, message: apiMessage('queryNotTaken', { name }) }))));
};
