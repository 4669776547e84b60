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
  // With an enforced encoding, compression compresses for a client that names none.
  const enforced = options.enforceEncoding !== undefined && options.enforceEncoding !== 'identity';
  if (enforced) return compress;
  const compressible = options.filter ?? compressibleType();
  const varyIfCompressible = (req: Request, res: Response) => {
    if (!compressible(req, res)) return;
    const cacheControl = res.getHeader('Cache-Control');
    if (cacheControl !== undefined && NO_TRANSFORM.test(String(cacheControl))) return;
    // What res.vary adds to an answer that varies on nothing yet.
    if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'Accept-Encoding');
    else res.vary('Accept-Encoding');
  };
  return (req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    const writeHead = res.writeHead as WriteHead;
    res.writeHead = function (this: Response, statusCode: number, reason?: unknown, headers?: unknown) {
      res.writeHead = writeHead as Response['writeHead'];
      const write = writeHead as (...args: unknown[]) => ServerResponse;
      // Headers given here count, as compression's hook sets them before it looks. They come
      // last: after the status, or after its message.
      const given = headers !== undefined ? headers : typeof reason === 'object' ? reason : undefined;
      if (typeof given === 'object') {
        if (given) setGiven(this, given as OutgoingHttpHeaders | OutgoingHttpHeader[]);
        varyIfCompressible(req, this);
        return headers !== undefined ? write.call(this, statusCode, reason) : write.call(this, statusCode);
      }
      varyIfCompressible(req, this);
      return headers !== undefined
        ? write.call(this, statusCode, reason, headers)
        : write.call(this, statusCode, reason);
    } as WriteHead as Response['writeHead'];
    next();
  };
}

/**
 * compression.filter, as compression itself decides: an answer whose Content-Type the mime
 * database or its pattern calls compressible. The answer for each type is kept (the API answers
 * a handful), rather than parsing the type and asking the database on every answer.
 */
function compressibleType(): (req: Request, res: Response) => boolean {
  const known = new Map<string, boolean>();
  return (req, res) => {
    const type = res.getHeader('Content-Type');
    if (typeof type !== 'string') return compression.filter(req, res);
    let answer = known.get(type);
    if (answer === undefined) {
      answer = compression.filter(req, res);
      if (known.size >= 100) known.clear();
      known.set(type, answer);
    }
    return answer;
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
