import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection is kept open: longer than the load balancers in front
 * keep theirs (60 s is the usual idle timeout) and than clients keep theirs (Node's fetch, 4 s),
 * so the other side always closes first. With Node's 5 s a client could send a request on a
 * connection the server was closing that moment, and read ECONNRESET; a busy machine, whose timers
 * run late, made that likely.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the server's keep-alive time (KEEP_ALIVE_TIMEOUT_MS), its headers' time just beyond it. */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
