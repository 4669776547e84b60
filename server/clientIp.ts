import type { Request } from 'express';

/** The client's address as Express sees it (trust proxy decides), without the IPv4-in-IPv6 prefix. */
export function clientIp(req: Request): string | undefined {
  return req.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
