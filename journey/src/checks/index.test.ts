import { fixtureDocuments } from '../../../tests/support/journey/checkFixture';
import { checks, runChecks } from './index';
import type { Check } from './checkTypes';

describe('runChecks', () => {
  test('every check has a unique name and a description', () => {
    expect(new Set(checks.map((check) => check.name)).size).toBe(checks.length);
    for (const check of checks) expect(check.description).not.toBe('');
  });

  test('collects the findings of the checks it is given', () => {
    const documents = fixtureDocuments();
    (documents['steps/01-about-van/ui.json'] as { 'ui:order': string[] })['ui:order'] = ['van'];
    // The fixture is a journey of its own, not over the Proposal: the checks of the real
    // proposal, rules and routes have their own tests.
    const proposalChecks = ['rules-name-real-paths', 'routes-exist', 'questions-in-proposal'];
    const stepChecks = checks.filter((check) => !proposalChecks.includes(check.name));
    expect(runChecks(documents, stepChecks)).toEqual([
      { file: 'steps/01-about-van/ui.json', path: 'ui:order', message: "ui:order must end with '*'" },
    ]);
  });

  test('turns a check that stops into a finding', () => {
    const failing: Check = {
      name: 'boom',
      description: 'fails',
      check() {
        throw new Error('no way');
      },
    };
    expect(runChecks({}, [failing])).toEqual([
      { file: '', path: '', message: 'the check boom stopped: no way' },
    ]);
  });
});
