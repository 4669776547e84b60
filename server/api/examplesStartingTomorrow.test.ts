import { describe, expect, test } from 'vitest';
import { examplesStartingTomorrow } from './examplesStartingTomorrow';

describe('examplesStartingTomorrow', () => {
  const document = {
    components: { schemas: { Proposal: { properties: { start_date: { type: 'string', format: 'date' } } } } },
    paths: {
      '/api/proposal': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                example: { start_date: '2026-12-01', risk: { x: [{ start_date: '2020-01-01' }] } },
              },
            },
          },
        },
      },
    },
  };

  test.each([
    ['a winter day', '2027-01-15T12:00:00Z', '2027-01-16'],
    ['late evening in London in summer (already the next day there)', '2027-06-30T23:30:00Z', '2027-07-02'],
    ['the last day of a year', '2027-12-31T10:00:00Z', '2028-01-01'],
  ])('on %s every example starts the day after the UK date', (_name, now, tomorrow) => {
    const served = examplesStartingTomorrow(document, new Date(now));
    const example = served.paths['/api/proposal'].post.requestBody.content['application/json'].example;
    expect(example.start_date).toBe(tomorrow);
    expect(example.risk.x[0]!.start_date).toBe(tomorrow);
  });

  test('the schemas are left as they are, and the document given is not changed', () => {
    const before = structuredClone(document);
    const served = examplesStartingTomorrow(document, new Date('2027-01-15T12:00:00Z'));
    expect(served.components).toEqual(document.components);
    expect(document).toEqual(before);
  });
});
