import { focusFirstError, SCROLL_DELAY_MS } from './useStepValidation';

// The focus moves to the first invalid field a moment after Continue. A step left in that moment
// (another page drawn, or the next test's) keeps its focus: the field of the same id is another's.

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A step's error summary and its field `root_name`, in the document. */
function drawStep(): { summary: HTMLElement; field: HTMLInputElement } {
  const summary = document.createElement('div');
  summary.tabIndex = -1;
  const field = document.createElement('input');
  field.id = 'root_name';
  document.body.append(summary, field);
  return { summary, field };
}

const errors = [{ path: 'name', message: 'Say a name' }];

test('the first invalid field takes the focus after the pause', () => {
  vi.useFakeTimers();
  const { summary, field } = drawStep();
  focusFirstError(errors, summary);
  expect(field).not.toHaveFocus();
  vi.advanceTimersByTime(SCROLL_DELAY_MS);
  expect(field).toHaveFocus();
});

test('a step gone before the pause ends moves no focus on the page drawn after it', () => {
  vi.useFakeTimers();
  const { summary } = drawStep();
  focusFirstError(errors, summary);
  document.body.replaceChildren();
  const next = drawStep();
  const typing = document.createElement('input');
  document.body.append(typing);
  typing.focus();
  vi.advanceTimersByTime(SCROLL_DELAY_MS);
  expect(typing).toHaveFocus();
  expect(next.field).not.toHaveFocus();
});

test('a customer who presses a button or types in the pause keeps the focus where they put it', () => {
  vi.useFakeTimers();
  for (const press of [
    new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }),
    new KeyboardEvent('keydown', { bubbles: true, key: 'c' }),
  ]) {
    const { summary, field } = drawStep();
    const other = document.createElement('input');
    document.body.append(other);
    focusFirstError(errors, summary);
    other.dispatchEvent(press);
    other.focus();
    vi.advanceTimersByTime(SCROLL_DELAY_MS);
    expect(other).toHaveFocus();
    expect(field).not.toHaveFocus();
    document.body.replaceChildren();
  }
});

test('the page moving the focus in the pause (a step opened) does not keep the first invalid field from it', () => {
  vi.useFakeTimers();
  const { summary, field } = drawStep();
  const header = document.createElement('button');
  document.body.append(header);
  focusFirstError(errors, summary);
  header.focus();
  vi.advanceTimersByTime(SCROLL_DELAY_MS);
  expect(field).toHaveFocus();
});
