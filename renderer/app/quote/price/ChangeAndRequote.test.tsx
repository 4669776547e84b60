import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInto, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import price from '../../../../journey/content/price.json';
import { AppStateProvider } from '../../state/AppStateProvider';
import { initialAppState } from '../../state/appState';
import { useAppDispatch, useAppState } from '../../state/useAppState';
import { ChangeAndRequote } from './ChangeAndRequote';

// A section drawn afresh for the quote its Confirm & requote button asked for takes the focus the
// button had, once the loading overlay (which holds the focus while the quote is made, and hands
// it back only to an element still in the page) has gone, in whichever order the two happen.

let stopLoading = () => {};

/** Draws `page` with the query client the page's form asks for. */
const render = (page: ReactNode) =>
  renderInto(<QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>);

/** The section with requoted set, beside an overlay that holds the focus while loading is on. */
function Page({ otherField = false }: { otherField?: boolean }) {
  const dispatch = useAppDispatch();
  stopLoading = () => dispatch({ type: 'loadingStopped' });
  const { loading } = useAppState();
  return (
    <>
      {loading ? <div data-testid="overlay" tabIndex={-1} ref={(el) => el?.focus()} /> : null}
      {otherField ? <input aria-label="Another answer" /> : null}
      <ChangeAndRequote
        form="start-date"
        heading={price.startDate.heading}
        confirmLabel={price.startDate.confirm}
        initialData={{ risk: { start_date: '2026-12-05' } }}
        read={(data) => (data.risk as { start_date?: string } | undefined)?.start_date}
        current="2026-12-05"
        onPending={() => {}}
        onConfirm={() => {}}
        requoted
      />
    </>
  );
}

const heading = () => screen.getByRole('heading', { level: 2, name: price.startDate.heading });

test('drawn while the overlay still shows, the heading takes the focus once it goes', async () => {
  render(
    <AppStateProvider initialState={{ ...initialAppState, loading: true }}>
      <Page />
    </AppStateProvider>,
  );
  expect(screen.getByTestId('overlay')).toHaveFocus();
  act(() => stopLoading());
  await waitFor(() => expect(heading()).toHaveFocus());
});

test('drawn after the overlay went, with the focus nowhere, the heading takes it', async () => {
  render(
    <AppStateProvider>
      <Page />
    </AppStateProvider>,
  );
  await waitFor(() => expect(heading()).toHaveFocus());
});

test('a focus the customer has put somewhere meanwhile stays there', async () => {
  render(
    <AppStateProvider initialState={{ ...initialAppState, loading: true }}>
      <Page otherField />
    </AppStateProvider>,
  );
  screen.getByRole('textbox', { name: 'Another answer' }).focus();
  act(() => stopLoading());
  await act(async () => {});
  expect(screen.getByRole('textbox', { name: 'Another answer' })).toHaveFocus();
});
