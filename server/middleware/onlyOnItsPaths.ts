import type { Request, RequestHandler } from 'express';

/** What this reads of a router's layers (the router package's Layer). */
interface Layer {
  rawPath?: unknown;
  route?: unknown;
  handle: { length: number; stack?: Layer[] };
}

/** A path-to-regexp character that ends the literal text a path starts with. */
const SPECIAL = /[\\:*{}()[\]+?!]/;

/**
 * The literal texts that any path one of `stack`'s layers matches starts with, or undefined when
 * some layer may match any path (a middleware on "/", a pattern with no literal start, a RegExp).
 * An error handler is left out: it runs only after another layer of the same router has.
 */
function literalStarts(stack: readonly Layer[]): string[] | undefined {
  const starts: string[] = [];
  for (const layer of stack) {
    if (!layer.route && layer.handle.length === 4) continue;
    const paths = Array.isArray(layer.rawPath) ? (layer.rawPath as unknown[]) : [layer.rawPath];
    for (const path of paths) {
      if (typeof path !== 'string') return undefined;
      const special = path.search(SPECIAL);
      // Without strict routing a trailing slash is optional: "/api/docs/" matches "/api/docs".
      const literal = (special === -1 ? path : path.slice(0, special)).replace(/\/+$/, '');
      if (literal !== '') {
        starts.push(literal);
        continue;
      }
      // A router used on "/" sees every path unchanged: what it matches is what its layers match.
      const nested =
        !layer.route && path === '/' && Array.isArray(layer.handle.stack)
          ? literalStarts(layer.handle.stack)
          : undefined;
      if (!nested) return undefined;
      starts.push(...nested);
    }
  }
  return starts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `router`, entered only by a request whose path starts with the literal text of one of its
 * routes or middlewares' paths (compared without case, as the router compares them). Express
 * enters every router used on "/" for every request and tries each of its layers in turn; a
 * request no layer can match left it untouched, so it now goes straight on. A router any path may
 * match is answered unchanged. The paths are read from the router's layers when it is mounted:
 * every router adds its routes as it is made.
 */
export function onlyOnItsPaths(router: RequestHandler): RequestHandler {
  const stack = (router as unknown as { stack?: Layer[] }).stack;
  const starts = Array.isArray(stack) ? literalStarts(stack) : undefined;
  if (!starts) return router;
  const mayMatch = new RegExp(`^(?:${starts.map(escaped).join('|')})`, 'i');
  return (req: Request, res, next) => {
    if (mayMatch.test(req.path)) return router(req, res, next);
    next();
  };
}
