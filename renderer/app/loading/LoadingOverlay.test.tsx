import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { pages } from '../journey';
import { AppStateProvider } from '../state/AppStateProvider';
import { initialAppState, type AppAction } from '../state/appState';
import { useAppDispatch } from '../state/useAppState';
import { LoadingOverlay } from './LoadingOverlay';

function renderWith(loading: boolean, title: string, text: string) {
  return render(
    <AppStateProvider initialState={{ ...initialAppState, loading, loadingMessage: { title, text } }}>
      <LoadingOverlay />
    </AppStateProvider>,
  );
}

describe('LoadingOverlay', () => {
  test('shows nothing while not loading', () => {
    const { container } = renderWith(false, 'Please wait', 'x');
    expect(container).toBeEmptyDOMElement();
  });

  test.each([
    ['a title and a text', 'Please wait', pages.loading.calculating.text],
    ['a text only', '', pages.loading.updating.text],
    ['a title only', 'Please wait', ''],
  ])('with %s shows a modal dialog with them and a spinner', (_, title, text) => {
    const { container } = renderWith(true, title, text);
    const dialog = screen.getByRole('dialog', { name: title || pages.loading.label });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    if (text) expect(dialog).toHaveAccessibleDescription(text);
    expect(dialog).toHaveTextContent(`${title}${text}`);
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('with neither shows only a spinner, announced politely', () => {
    const { container } = renderWith(true, '', '');
    expect(screen.queryByRole('dialog')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(pages.loading.label);
    expect(container.querySelector('.spinner')).not.toBeNull();
  });

  test('takes focus while loading and gives it back afterwards', () => {
    let dispatch: (action: AppAction) => void = () => undefined;
    function Controls() {
      const d = useAppDispatch();
      useEffect(() => {
        dispatch = d;
      }, [d]);
      return <button type="button">Continue</button>;
    }
    render(
      <AppStateProvider>
        <Controls />
        <LoadingOverlay />
      </AppStateProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    act(() => dispatch({ type: 'loadingStarted', message: pages.loading.calculating }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    act(() => dispatch({ type: 'loadingStopped' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});
