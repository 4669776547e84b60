import { describe, expect, test } from 'vitest';
import { modulusCheck } from './modulusCheck';

// Vocalink's published test cases for modulus checking (valacdos rules and exceptions), plus an
// unknown sort code, which passes.
const cases = [
  { sortCode: '089999', account: '66374958', result: 'pass', note: 'MOD10 and MOD11' },
  { sortCode: '107999', account: '88837491', result: 'pass', note: 'DBLAL and DBLAL' },
  { sortCode: '202959', account: '63748472', result: 'pass', note: 'MOD11 and DBLAL' },
  { sortCode: '871427', account: '46238510', result: 'pass', note: 'exceptions 10 and 11' },
  { sortCode: '820000', account: '73688637', result: 'pass', note: 'exception 3' },
  { sortCode: '134020', account: '63849203', result: 'pass', note: 'exception 4' },
  { sortCode: '118765', account: '64371389', result: 'pass', note: 'exception 1' },
  { sortCode: '200915', account: '41011166', result: 'pass', note: 'exception 6' },
  { sortCode: '938611', account: '07806039', result: 'pass', note: 'exception 5' },
  { sortCode: '772798', account: '99345694', result: 'pass', note: 'exception 8' },
  { sortCode: '086090', account: '06774744', result: 'pass', note: 'exceptions 12 and 13' },
  { sortCode: '309070', account: '02355688', result: 'pass', note: 'exceptions 2 and 9' },
  { sortCode: '999999', account: '12345678', result: 'pass', note: 'a sort code in no range' },
  { sortCode: '938063', account: '15764273', result: 'fail', note: 'exception 5, first check fails' },
  { sortCode: '938063', account: '15764264', result: 'fail', note: 'exception 5, second check fails' },
  { sortCode: '118765', account: '64371388', result: 'fail', note: 'exception 1 fails' },
  { sortCode: '203099', account: '66831036', result: 'fail', note: 'exception 6, first check fails' },
  { sortCode: '089999', account: '66374959', result: 'fail', note: 'MOD10 fails' },
  { sortCode: '107999', account: '88837493', result: 'fail', note: 'DBLAL fails' },
] as const;

describe('modulusCheck', () => {
  test.each(cases)('$sortCode / $account: $result ($note)', ({ sortCode, account, result }) => {
    expect(modulusCheck(sortCode, account)).toBe(result);
  });
});
