import { createServer } from 'node:net';

/**
 * A TCP port on loopback that nothing listens on now: the system picks it, so two test runs on one
 * machine each get their own. The caller's server takes it a moment later.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The port named by the environment variable `name`, or else a free one. */
export async function portFromEnv(name: string): Promise<number> {
  const named = process.env[name];
  return named ? Number(named) : freePort();
}
