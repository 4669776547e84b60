import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleChecks, exampleSteps } from '../../../tests/support/render/exampleForm';
import { SingleForm } from './SingleForm';

const step = exampleSteps[0]!;
const checks = exampleChecks(step);

describe('SingleForm', () => {
  test('draws one step with its own submit button; answers that fail stay with the form', async () => {
    const onValid = vi.fn();
    render(<SingleForm form={step} checks={checks} initialData={{}} onValid={onValid} />);
    expect(screen.queryByRole('button', { name: /^Step 1/ })).toBeNull();
    await userEvent.click(screen.getAllByRole('button').at(-1)!);
    expect(onValid).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  });

  test('actions replace the form buttons; a submit among them goes through the same checks', async () => {
    const onValid = vi.fn();
    render(
      <SingleForm
        form={step}
        checks={checks}
        initialData={{}}
        onValid={onValid}
        actions={<button type="submit">Find it</button>}
      />,
    );
    const buttons = screen.getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit');
    expect(buttons.map((b) => b.textContent)).toEqual(['Find it']);
    await userEvent.click(screen.getByRole('button', { name: 'Find it' }));
    expect(onValid).not.toHaveBeenCalled();
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  });

  test('null actions draw no submit button at all', () => {
    render(<SingleForm form={step} checks={checks} initialData={{}} onValid={vi.fn()} actions={null} />);
    expect(screen.queryAllByRole('button').filter((b) => b.getAttribute('type') === 'submit')).toEqual([]);
  });
});
