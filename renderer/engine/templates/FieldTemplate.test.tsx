import type { WidgetProps } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import type { RJSFSchema } from '@rjsf/utils';
import vanSchema from '../../../journey/steps/02-about-your-van/schema.json';
import detailsSchema from '../../../journey/steps/03-your-details/schema.json';
import { defaultEngineText } from '../form/EngineText';
import { questionTitle } from '../lib/questionTitle';
import type { WidgetTraits } from '../widgets/widgetTraits';

function TwoBoxes({ id }: WidgetProps) {
  return (
    <>
      <input id={id} aria-label="First" />
      <input aria-label="Second" />
    </>
  );
}
TwoBoxes.traits = { frame: 'group' } satisfies WidgetTraits;

function OneBox({ id }: WidgetProps) {
  return <input id={id} />;
}

test('a widget that declares itself a group is a fieldset named by the question', () => {
  renderWidget({ type: 'string' }, { 'ui:widget': 'twoBoxes' }, { widgets: { twoBoxes: TwoBoxes } });
  expect(screen.getByRole('group', { name: /^The question/ })).toContainElement(
    screen.getByLabelText('Second'),
  );
});

test('any other widget is labelled by the question', () => {
  renderWidget({ type: 'string' }, { 'ui:widget': 'oneBox' }, { widgets: { oneBox: OneBox } });
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^The question/ })).toBeInTheDocument();
});

test('a widget named as RJSF names it takes the traits of the widget registered for that name', () => {
  renderWidget({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'radio' });
  expect(screen.getByRole('group', { name: /^The question/ })).toBeInTheDocument();
});

describe('the optional mark', () => {
  const mark = defaultEngineText.optional;

  test('follows the label of a question that may be left unanswered', () => {
    renderWidget({ type: 'string' }, {});
    expect(screen.getByText(mark.trim())).toBeInTheDocument();
  });

  test('is not added twice when the title already carries it, whatever its case', () => {
    const title = `Any other name? ${mark.toUpperCase()}`;
    renderWidget({ type: 'string', title }, {});
    expect(screen.getByRole('textbox', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(mark)).not.toBeInTheDocument();
  });

  test.each([
    [detailsSchema, 'risk.proposer.phone_numbers.other'],
    [vanSchema, 'risk.vehicle.modifications.0.description'],
  ])('a journey question that is optional is named once (%#)', (schema, path) => {
    const title = questionTitle(schema as RJSFSchema, {}, path) ?? '';
    renderWidget({ type: 'string', title }, {});
    const label = (screen.getByRole('textbox') as HTMLInputElement).labels?.[0]?.textContent ?? '';
    expect(label.startsWith(title)).toBe(true);
    // The mark once: the title's own, or the engine's.
    expect(label.toLowerCase().split(mark.toLowerCase())).toHaveLength(2);
  });
});
