import type { WidgetProps } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/render/renderWidget';
import { defaultEngineText } from '../form/EngineText';
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
});
