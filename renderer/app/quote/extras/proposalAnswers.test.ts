import type { OptionLists } from '../../../engine/form/OptionsContext';
import { proposalFixture } from '../../../../tests/fixtures/index';
import { loadFormValidators, proposalAnswers } from './proposalAnswers';
import { testLists } from '../../../../tests/support/fakes/fakeQuoteApi';
import journey from '../../../../journey/journey.json';
import { steps as loadedSteps } from '../../../../journey/src/steps/steps';
import form from '../../../../journey/content/form.json';
import { option, optionName, uiOption } from '../../../../tests/support/journey/journeyText';

const lists: OptionLists = (key) => testLists.find((list) => list.name === `insurer.${key}`)?.options;
const formSteps = await loadFormValidators();
const steps = proposalAnswers(proposalFixture(), lists, formSteps.validators, formSteps.steps);
/** The lines answering the question at `path` in the summary of step `step`. */
const answer = (step: number, path: string) => steps[step - 1]?.rows.find((row) => row.path === path)?.lines;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every step of the form, numbered and titled as journey.json has them', () => {
  expect(steps.map((step) => [step.number, step.title])).toEqual(
    journey.steps.map((step, index) => [index + 1, step.title]),
  );
});

test.each<[number, string, string[]]>([
  [1, 'risk.proposer.email_address', ['james.oconnor84@example.com']],
  [1, 'risk.duqs.has_public_liability', [form.engine.yes]],
  [2, 'risk.vehicle.value', ['£16,500.00']],
  [2, 'risk.vehicle.purchased.date_purchased', ['17/04/2021']],
  [2, 'risk.vehicle.fuel_type', [optionName('vehicle_fuel_type', 'D')]],
  [
    2,
    'risk.vehicle.modifications',
    [
      expect.stringMatching(
        new RegExp(
          `^${escape(uiOption('risk.vehicle.modifications', 'itemTitle'))} 1: .+, Roof-mounted ladder rack for copper pipe$`,
        ),
      ),
    ],
  ],
  [3, 'risk.proposer.address', [Object.values(proposalFixture().risk!.proposer!.address!).join(', ')]],
  [5, 'risk.vehicle.class_of_use', [option('risk.vehicle.class_of_use', 'OwnGoods')]],
  [6, 'risk.vehicle.cover_type', [option('risk.vehicle.cover_type', 'C')]],
  [6, 'risk.voluntary_excess', ['£250.00']],
  [
    7,
    'risk.additional_drivers',
    [`${uiOption('risk.additional_drivers', 'itemTitle')} 1: Siobhan O'Connor, 03/11/1986`],
  ],
] as [number, string, string[]][])('step %s: %s', (step, path, lines) => {
  expect(answer(step, path)).toEqual(lines);
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
});

test.each(loadedSteps.map((step) => [step.number, step.id, step.ui] as const))(
  'step %s (%s) lists its answers in the order its ui:questionOrder draws them across objects',
  (number, id, ui) => {
    const order = (ui.risk as Record<string, unknown> | undefined)?.['ui:questionOrder'] as
      string[] | undefined;
    if (!order) return;
    const star = order.indexOf('*');
    const place = (path: string) => {
      const at = order.findIndex((entry) => path === `risk.${entry}` || path.startsWith(`risk.${entry}.`));
      return at < 0 ? star : at;
    };
    const places = (steps[number - 1]?.rows ?? []).map((row) => place(row.path));
    expect(places.length, id).toBeGreaterThan(0);
    expect(places, id).toEqual([...places].sort((a, b) => a - b));
  },
);

test('step 7 shows each driver on one line: no per-driver answers stand apart from their driver', () => {
  expect(steps[6]?.rows.map((row) => row.path)).toEqual([
    'risk.has_additional_drivers',
    'risk.additional_drivers',
  ]);
});
