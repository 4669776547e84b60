import { describe, expect, test } from 'vitest';
import { knownVanAnswers, type LookedUpVan } from './knownVanAnswers';

describe('knownVanAnswers: the seats and body style a registration lookup knows', () => {
  test.each<[string, LookedUpVan | null, ReturnType<typeof knownVanAnswers>]>([
    ['both known', { seats: '3', body_style: 'PV' }, { seats: '3', body_style: 'PV' }],
    ['seats as a number (the app state)', { seats: 2, body_style: null }, { seats: '2' }],
    ['ten or more seats are the list\u2019s 10+', { seats: '12' }, { seats: '10+' }],
    ['10+ as the lookup writes it', { seats: '10+' }, { seats: '10+' }],
    ['seats 0 are unknown', { seats: '0', body_style: 'CDV' }, { body_style: 'CDV' }],
    ['body style BLANK is unknown', { seats: '3', body_style: 'BLANK' }, { seats: '3' }],
    ['nothing known', { seats: null, body_style: '' }, {}],
    ['no lookup (a manual one)', null, {}],
  ])('%s', (_case, found, expected) => {
    expect(knownVanAnswers(found)).toEqual(expected);
  });
});
