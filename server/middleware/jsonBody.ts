import { isUtf8 } from 'node:buffer';
import express, { type Request, type RequestHandler } from 'express';
import { HttpError, invalid } from '../httpError';
import {
  REQUEST_ITEMS_LIMIT,
  REQUEST_MEMBERS_LIMIT,
  REQUEST_NESTING_LIMIT,
  shapeFault,
} from './nestingDepth';
import { apiMessage } from '../apiMessages';

/**
 * Requests whose JSON text has no `\u` escape. JSON cannot hold a raw NUL in a string, and bytes
 * of a broken unicode pair are no UTF-8 (refused before parsing), so only an escape can put text
 * the store cannot keep into the parsed body: refuseUnstorableText need not walk these.
 */
const withoutEscapes = new WeakSet<object>();

/** Whether the body of `req` was JSON text without a single `\u` escape. */
export function bodyHasNoEscapes(req: object): boolean {
  return withoutEscapes.has(req);
}

/** The read fault each fault of a body's shape (shapeFault) is answered as. */
const SHAPE_FAULTS = {
  too_deep: 'entity.too.deep',
  too_long: 'entity.too.long',
  too_wide: 'entity.too.wide',
} as const;

/** Thrown from the parser's verify step; body-parser passes it on with its type. */
class BodyError extends Error {
  constructor(
    readonly type:
      'entity.too.deep' | 'entity.too.long' | 'entity.too.wide' | 'charset.unsupported' | 'entity.not.utf8',
  ) {
    super(type);
  }
}

function decode(buffer: Buffer, encoding: string): string {
  try {
    return new TextDecoder(encoding).decode(buffer);
  } catch {
    throw new BodyError('charset.unsupported');
  }
}

const BACKSLASH_U = Buffer.from('\\u');

/** The media types nearly every API call sends, read without body-parser. */
const PLAIN_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

/**
 * Whether `req` is the common case body-parser would read as it arrives and decode as UTF-8: JSON
 * of one of the plain types, not compressed, of a declared length within the limit, still to be
 * read. Any other request (another type or charset, an encoding, a chunked or oversized body) goes
 * through body-parser, which answers each of those as it always has.
 */
function readsPlainly(req: Request, limitBytes: number): boolean {
  const { headers } = req;
  const type = headers['content-type'];
  if (type === undefined || !PLAIN_TYPES.has(type.toLowerCase())) return false;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length) || length < 0 || length > limitBytes) return false;
  // body-parser leaves a request alone once it has finished (on-finished's test).
  return req.socket?.writable === true && !(req.complete && !req.readable);
}

/**
 * The body's bytes as they arrived. The HTTP parser delivers exactly the declared length or fails
 * the request, so the only fault left is a client that goes away: answered as body-parser's read
 * faults are (a 400, through translate).
 */
function readPlainly(req: Request, done: (error: ReadFault | undefined, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let finished = false;
  const onData = (chunk: Buffer) => void chunks.push(chunk);
  const onEnd = () => finish(undefined);
  const onFault = () => finish({ type: 'request.aborted', status: 400 });
  const finish = (error: ReadFault | undefined) => {
    if (finished) return;
    finished = true;
    req.off('data', onData).off('end', onEnd).off('aborted', onFault).off('error', onFault);
    done(error, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  };
  req.on('data', onData).on('end', onEnd).on('aborted', onFault).on('error', onFault);
}

interface ReadFault {
  type?: string;
  status?: number;
}

/**
 * Parses JSON bodies up to the limit. A body of another media type is refused with 415 rather
 * than silently ignored; parse failures reach the error handler as HttpErrors. A body nested
 * deeper than any schema allows is refused from its text, before it is parsed, so nothing
 * recursive (the form checks, logging, JSON.stringify) ever walks it.
 */
export function jsonBody(limitBytes: number, maxDepth = REQUEST_NESTING_LIMIT): RequestHandler[] {
  const parse = express.json({
    limit: limitBytes,
    strict: false,
    type: 'application/json',
    // No browser compresses a request body; refusing it (415) also refuses decompression bombs.
    inflate: false,
    verify: (req, _res, buffer, encoding) => {
      // UTF-8, nearly every body, is read as its bytes: it is decoded once, by the parser.
      const utf8 = /^utf-?8$/i.test(encoding);
      if (utf8 && !isUtf8(buffer)) throw new BodyError('entity.not.utf8');
      const text = utf8 ? buffer : decode(buffer, encoding);
      const fault = shapeFault(text, maxDepth, REQUEST_ITEMS_LIMIT, REQUEST_MEMBERS_LIMIT);
      if (fault) throw new BodyError(SHAPE_FAULTS[fault]);
      if (!text.includes('\\u')) withoutEscapes.add(req);
    },
  });
  // Nearly every call's body is read here, in one step, without body-parser's machinery (raw-body,
  // iconv, content-type and type-is on each request); any other body goes through body-parser.
  const read: RequestHandler = (req, res, next) => {
    if (readsPlainly(req, limitBytes)) {
      readPlainly(req, (error, buffer) => {
        if (error) {
          translate(error, req, res, next);
          return;
        }
        if (!isUtf8(buffer)) {
          translate({ type: 'entity.not.utf8' }, req, res, next);
          return;
        }
        const fault = shapeFault(buffer, maxDepth, REQUEST_ITEMS_LIMIT, REQUEST_MEMBERS_LIMIT);
        if (fault) {
          translate({ type: SHAPE_FAULTS[fault] }, req, res, next);
          return;
        }
        if (!buffer.includes(BACKSLASH_U)) withoutEscapes.add(req);
        // As body-parser decodes UTF-8 (iconv-lite): a leading byte-order mark is dropped.
        let text = buffer.toString('utf8');
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        try {
          req.body = text.length === 0 ? {} : JSON.parse(text);
        } catch {
          translate({ type: 'entity.parse.failed', status: 400 }, req, res, next);
          return;
        }
        next();
      });
      return;
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new HttpError(415, 'unsupported_media_type', apiMessage('bodyNotJsonType')));
      return;
    }
    void parse(req, res, next);
  };
  const translate: express.ErrorRequestHandler = (error: ReadFault, _req, _res, next) => {
    switch (error.type) {
      case 'entity.parse.failed':
        return next(new HttpError(400, 'invalid', apiMessage('bodyNotJson')));
      case 'entity.too.deep':
        return next(
          invalid(
            [{ path: '', message: apiMessage('bodyTooDeepDetail', { maxDepth }) }],
            apiMessage('bodyTooDeep'),
          ),
        );
      case 'entity.not.utf8':
        // Decoded, its bytes would become U+FFFD: the answers stored would not be those sent.
        return next(new HttpError(400, 'invalid', apiMessage('bodyNotUtf8')));
      case 'entity.too.long':
        return next(
          invalid(
            [{ path: '', message: apiMessage('bodyListTooLongDetail', { limit: REQUEST_ITEMS_LIMIT }) }],
            apiMessage('bodyListTooLong'),
          ),
        );
      case 'entity.too.wide':
        return next(
          invalid(
            [{ path: '', message: apiMessage('bodyObjectTooWideDetail', { limit: REQUEST_MEMBERS_LIMIT }) }],
            apiMessage('bodyObjectTooWide'),
          ),
        );
      case 'entity.too.large':
        return next(
          new HttpError(413, 'payload_too_large', apiMessage('bodyTooLarge', { limit: limitBytes })),
        );
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return next(new HttpError(415, 'unsupported_media_type', apiMessage('bodyEncodingUnsupported')));
      default:
        // Any other fault the parser found (an aborted upload): the client's, never a 500.
        if (!(error instanceof HttpError) && Number(error.status) >= 400 && Number(error.status) < 500) {
          return next(new HttpError(400, 'invalid', apiMessage('bodyUnreadable')));
        }
        return next(error);
    }
  };
  return [read, translate as unknown as RequestHandler];
}
