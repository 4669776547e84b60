import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import errorsJson from '../../journey/content/errors.json';
import { apiMessage, notAnObjectMessage } from '../../server/apiMessages';

// What a refused call says is the journey's (journey/content/errors.json, api), so product staff
// reword it without a code change: server code names a message, it never writes one.

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The server's product code: not its tests, nor the rating engine's checks of its own ratebook. */
const sources = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .map((file) => `server/${file.split('\\').join('/')}`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('server/rating/'));

/** A text written where a refusal's message goes. */
const writtenMessage = [
  /new HttpError\(\s*\d+,\s*'[a-z_]+',\s*[`'"]/,
  /\b(?:notFound|conflict|invalid)\(\s*[`'"]/,
  /\binvalid\([^;]*?\],\s*[`'"]/,
  /\bmessage:\s*[`'"]/,
  /\.status\(\d+\)[^;]*\.send\(\s*[`'"]/,
];

describe("the server's refusals read their words from the journey", () => {
  test('no server code writes a refusal message of its own', () => {
    const written = sources.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return writtenMessage.filter((pattern) => pattern.test(text)).map((pattern) => `${file} ${pattern}`);
    });
    expect(written).toEqual([]);
  });

  test('a message is the words of errors.json, with the call’s own figures filled in', () => {
    const template = errorsJson.api.apiKeyRateLimited;
    expect(template).toContain('{perMinute}');
    const filled = apiMessage('apiKeyRateLimited', { perMinute: 7, seconds: 42 });
    expect(filled).toBe(template.replace('{perMinute}', '7').replace('{seconds}', '42'));
    expect(notAnObjectMessage('proposal')).toBe(errorsJson.api.notAnObject.proposal);
    expect(notAnObjectMessage()).toBe(errorsJson.api.notAnObject.request);
  });
});
