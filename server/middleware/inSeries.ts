import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

type Handler = RequestHandler | ErrorRequestHandler;

/**
 * `handlers` as one middleware that runs them in turn, as Express would run them mounted one after
 * another: an error (passed on, thrown or a rejected promise) skips to the next error handler
 * (four arguments) among them, or leaves with it. Express tries each mounted layer against the
 * path of every request it sees; one layer for the handlers every request runs is tried once.
 */
export function inSeries(handlers: readonly Handler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let at = 0;
    const step = (error?: unknown): void => {
      while (at < handlers.length) {
        const handler = handlers[at]!;
        at += 1;
        const handlesErrors = handler.length === 4;
        if (Boolean(error) !== handlesErrors) continue;
        let answered: unknown;
        try {
          answered = handlesErrors
            ? (handler as ErrorRequestHandler)(error, req, res, step)
            : (handler as RequestHandler)(req, res, step);
        } catch (thrown) {
          step(thrown);
          return;
        }
        if (answered instanceof Promise) answered.catch((rejected: unknown) => step(rejected ?? new Error()));
        return;
      }
      next(error);
    };
    step();
  };
}
