import type { OptionLists } from '../../../engine/form/OptionsContext';
import { proposalFixture } from '../../../../tests/fixtures/index';
import { loadFormValidators, proposalAnswers } from './proposalAnswers';
import { testLists } from '../../../../tests/support/fakes/fakeQuoteApi';

const lists: OptionLists = (key) => testLists.find((list) => list.name === `insurer.${key}`)?.options;
const steps = proposalAnswers(proposalFixture(), lists, await loadFormValidators());
const answer = (step: number, question: string) =>
  steps[step - 1]?.rows.find((row) => row.question === question)?.lines;

test('every step of the form, numbered and titled as journey.json has them', () => {
  expect(steps.map((step) => [step.number, step.title])).toEqual([
    [1, 'About You'],
    [2, 'About Your Van'],
    [3, 'Your Details'],
    [4, 'Your Driving'],
    [5, 'Using the Van'],
    [6, 'Cover Details'],
    [7, 'Additional Drivers'],
  ]);
});

test.each<[number, string, string[]]>([
  [1, 'What is your email address?', ['james.oconnor84@example.com']],
  [1, 'Do you have public liability insurance?', ['Yes']],
  [2, 'What is the current value of your van?', ['£16,500.00']],
  [2, 'When did you buy it?', ['17/04/2021']],
  [2, 'Fuel', ['Diesel']],
  [
    2,
    'Your modifications',
    [expect.stringMatching(/^Modification 1: .+, Roof-mounted ladder rack for copper pipe$/)],
  ],
  [3, 'What is your address?', ['14 Brudenell Grove, Hyde Park, Leeds, West Yorkshire, LS6 1HR']],
  [5, 'What will you use the van for?', ['Carriage of own goods']],
  [6, 'What level of cover would you like?', ['Comprehensive']],
  [6, 'How much voluntary excess would you like?', ['£250.00']],
  [7, 'Additional drivers', ["Additional Driver 1: Siobhan O'Connor, 03/11/1986"]],
] as [number, string, string[]][])('step %s: %s', (step, question, lines) => {
  expect(answer(step, question)).toEqual(lines);
});

test('questions the answers hide are left out: the keeper is not asked who owns the van', () => {
  expect(steps[1]?.rows.map((row) => row.path)).not.toContain('risk.duqs.vehicle_owner');
  expect(steps[1]?.rows.map((row) => row.path)).toContain('risk.vehicle.keeper');
});

test('the ABI code is not shown', () => {
  expect(steps[1]?.rows.map((row) => row.path)).not.toContain('risk.vehicle.abi_code');
});

test('step 2 follows its ui:order', () => {
  const paths = steps[1]?.rows.map((row) => row.path) ?? [];
  expect(paths.indexOf('risk.vehicle.has_registration')).toBeLessThan(
    paths.indexOf('risk.vehicle.registration'),
  );
  expect(paths.indexOf('risk.vehicle.value')).toBeLessThan(
    paths.indexOf('risk.vehicle.purchased.is_purchased'),
  );
  expect(paths.indexOf('risk.vehicle.modifications')).toBeLessThan(
    paths.indexOf('risk.duqs.has_hazardous_goods'),
  );
});
