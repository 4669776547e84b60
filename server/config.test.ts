import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { configDefaults, readConfig } from './config';

describe('readConfig', () => {
  test('a fresh machine gets the defaults: port 3000, SQLite under ./data, 60 minute sessions', () => {
    expect(readConfig({})).toEqual(configDefaults);
    expect(configDefaults).toMatchObject({
      port: 3000,
      databaseUrl: 'sqlite:./data/vanquote.sqlite',
      sessionIdleMinutes: 60,
    });
  });

  test('the environment overrides', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://db/vanquote',
        SESSION_IDLE_MINUTES: '30',
        LOG_LEVEL: 'warn',
        METRICS_ALLOW: '10.0.0.5, 10.0.0.6 ::1',
        WORKERS: '3',
      }),
    ).toMatchObject({
      workers: 3,
      metricsAllow: ['10.0.0.5', '10.0.0.6', '::1'],
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/vanquote',
      sessionIdleMinutes: 30,
      logLevel: 'warn',
    });
  });

  test('one server process by default; WORKERS=auto runs one a core', () => {
    expect(configDefaults.workers).toBe(1);
    expect(readConfig({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  test.each([
    [{ WORKERS: '0' }, /WORKERS must be a whole number from 1 to 64, not "0"/],
    [{ WORKERS: 'many' }, /WORKERS/],
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535, not "abc"/],
    [{ PORT: '70000' }, /PORT/],
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES/],
    [{ BODY_LIMIT_BYTES: '1.5' }, /BODY_LIMIT_BYTES/],
    [
      { METRICS_ALLOW: '10.0.0.5,prometheus.local' },
      /METRICS_ALLOW must list IP addresses; not: prometheus.local/,
    ],
  ])('%o is refused with the variable named', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
