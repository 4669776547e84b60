// Test support (not a test): a real server process (`tsx server/main.ts`) on loopback, as
// `npm start` runs it, for tests of several processes sharing one database.
import { type ChildProcess, spawn } from 'node:child_process';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of any shape
  body: any;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is, with its own Content-Type in `headers`. */
  raw?: string;
  headers?: Record<string, string>;
  /** Without the XMLHttpRequest header (the hosted payment page's form posts). */
  xhr?: boolean;
}

export interface ServerProcess {
  name: string;
  url: string;
  /** Everything the process wrote, line by line. */
  output: string[];
  /** Calls it over loopback; never follows redirects. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  /** A fresh token of the embedded bot check, issued by this process. */
  botCheckToken: () => Promise<string>;
  /** SIGTERM, then SIGKILL if it has not gone after 15 s. */
  stop: () => Promise<void>;
}

/**
 * A start's limit. A start is some 5 s of a core on a quiet machine (tsx loading the server, the
 * journey's checks compiled), three times that for a cluster's first process and its two
 * workers; with every core busy several times over (two `npm test` runs, benchmarks beside them)
 * a process gets a small share of a core, and the start of a cluster took over 90 s. The limit
 * only stops a server that never listens.
 */
export const SERVER_START_MS = 300_000;

/**
 * Spawns `server/main.ts` with `env` (plus PORT 0 and HOST 127.0.0.1) and resolves once it
 * listens, or rejects with its output when it exits first or has not listened after `startMs`.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  startMs = SERVER_START_MS,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    // A start given up is stopped, with the workers a cluster's first process started: left
    // running, it outlived the test run.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} did not listen:\n${output.join('\n')}`));
    }, startMs);
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        output.push(line);
        const found = /"port":(\d+).*"msg":"listening on/.exec(line);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before listening:\n${output.join('\n')}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;

  const call: ServerProcess['call'] = async (method, path, { body, raw, headers = {}, xhr = true } = {}) => {
    const response = await fetch(url + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML or text: keep it
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    name,
    url,
    output,
    call,
    async botCheckToken() {
      const issued = await call('GET', '/api/recaptcha/token');
      if (issued.status !== 200) throw new Error(`${name}: no bot-check token (${issued.status})`);
      return issued.body.token as string;
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    },
  };
}
