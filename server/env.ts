/**
 * Reading environment variables: a malformed value stops the server at start-up with a message
 * naming the variable.
 */
type Env = Record<string, string | undefined>;

/** A whole number of milliseconds within bounds, or the fallback when unset. */
export function envInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** A number within bounds (e.g. a score threshold), or the fallback when unset. */
export function envNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** A required value (a key or secret); the message says which provider choice needs it. */
export function envRequired(env: Env, name: string, neededBy: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') throw new Error(`${name} must be set when ${neededBy}`);
  return value.trim();
}

/** An http(s) base URL without its trailing slash. */
export function envUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, not "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** One of the allowed choices, or the first (the embedded default) when unset. */
export function envChoice<T extends string>(env: Env, name: string, choices: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return choices[0] as T;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${choices.join(', ')}, not "${raw}"`);
  }
  return raw as T;
}
