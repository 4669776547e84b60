import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type OperationDeclaration, operations } from '../../schemas/src/apiOperations';
import { shiftIsoDate, ukToday } from '../../schemas/src/ukDates';
import { examplesStartingTomorrow } from '../../server/api/examplesStartingTomorrow';
import { description, operationFor } from '../support/contract';
import { buildTestApp, type TestApp } from '../support/testApp';

// openapi.json: a valid OpenAPI 3.1 description, served as it is committed, naming every call of
// the operations table (buildTestApp holds every answer of the API tests to it).

describe('the API description', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  test('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(description));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(description.openapi).toBe('3.1.0');
  });

  test('GET /api/openapi.json answers the committed file, without the XHR header, its examples starting tomorrow', async () => {
    const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));
    const served = await app.call('GET', '/api/openapi.json', { xhr: false });
    expect(served.status).toBe(200);
    expect(served.body).toEqual(examplesStartingTomorrow(committed, app.now()));
    // A month on, the examples still start the day after the day they are read.
    app.advance(31 * 24 * 3_600_000);
    const later = await app.call('GET', '/api/openapi.json', { xhr: false });
    const example = later.body.paths['/api/proposal'].post.requestBody.content['application/json'].example;
    expect(example.risk.start_date).toBe(shiftIsoDate(ukToday(app.now()), 0, 0, 1));
    expect(example.risk.start_date).not.toBe(
      committed.paths['/api/proposal'].post.requestBody.content['application/json'].example.risk.start_date,
    );
  });

  test('GET /api/docs is a page of our own that loads the viewer from this server only', async () => {
    const page = await app.call('GET', '/api/docs', { xhr: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.filter((source) => !source.startsWith('/') && source !== 'data:,')).toEqual([]);
    for (const source of sources.filter((s) => s.startsWith('/'))) {
      expect((await app.call('GET', source, { xhr: false })).status, source).toBe(200);
    }
  });

  test.each(Object.entries(operations) as [string, OperationDeclaration][])(
    '%s is described with its errors, headers and schemas',
    (operationId, operation) => {
      const item = description.paths[operation.path]?.[operation.method];
      expect(item?.operationId).toBe(operationId);
      expect(operationFor(operation.method, operation.path.replace(/\{\w+\}/g, 'x'))?.operation).toBe(item);
      const statuses = Object.keys(item?.responses ?? {});
      expect(statuses).toEqual(
        expect.arrayContaining(['403', '422', '500', ...Object.keys(operation.answers)]),
      );
      if (operation.proposal) expect(statuses).toEqual(expect.arrayContaining(['404', '409', '419']));
    },
  );
});
