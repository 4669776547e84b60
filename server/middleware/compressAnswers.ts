import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compression, { type CompressionOptions } from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Cache-Control's no-transform, as compression reads it: such an answer is never changed. */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

type WriteHead = ServerResponse['writeHead'];

/**
 * `compression(options)`, without its machinery where it can never compress. A request without
 * `Accept-Encoding` (integrators, tools, load balancers' checks) is always answered as it is, and
 * compression's only mark on such an answer is `Vary: Accept-Encoding` when the answer is of a
 * compressible type and not no-transform: that header alone is added here, when the headers go,
 * instead of compression's wrapping of the response's write, end and listeners on every request.
 * Any request that names an encoding, even identity, goes through compression itself.
 */
export function compressAnswers(options: CompressionOptions = {}): RequestHandler {
  const compress = compression(options);
  const compressible = options.filter ?? compression.filter;
  // With an enforced encoding, compression compresses for a client that names none.
  const enforced = options.enforceEncoding !== undefined && options.enforceEncoding !== 'identity';
  if (enforced) return compress;
  const varyIfCompressible = (req: Request, res: Response) => {
    if (!compressible(req, res)) return;
    const cacheControl = res.getHeader('Cache-Control');
    if (cacheControl !== undefined && NO_TRANSFORM.test(String(cacheControl))) return;
    res.vary('Accept-Encoding');
  };
  return (req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    const writeHead = res.writeHead as WriteHead;
    res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
      res.writeHead = writeHead as Response['writeHead'];
      // Headers given here count, as compression's hook sets them before it looks.
      const given = rest.length > 0 && typeof rest.at(-1) === 'object' ? rest.pop() : undefined;
      if (given) setGiven(this, given as OutgoingHttpHeaders | OutgoingHttpHeader[]);
      varyIfCompressible(req, this);
      return (writeHead as (status: number, ...rest: unknown[]) => ServerResponse).call(
        this,
        statusCode,
        ...rest,
      );
    } as WriteHead as Response['writeHead'];
    next();
  };
}

/** Sets headers given to writeHead as on-headers does: pairs and objects set, flat lists appended. */
function setGiven(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): void {
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) {
      for (const [name, value] of headers as unknown as [string, OutgoingHttpHeader][])
        res.setHeader(name, value);
    } else {
      for (let i = 0; i + 1 < headers.length; i += 2) {
        res.appendHeader(String(headers[i]), headers[i + 1] as string | readonly string[]);
      }
    }
    return;
  }
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (name && value !== undefined) res.setHeader(name, value);
  }
}
