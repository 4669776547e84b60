import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import form from '../../../journey/content/form.json';
import { proposalFixture } from '../../../tests/fixtures/index';
import { question, stepButton } from '../../../tests/support/journey/journeyText';
import { renderApp } from '../../../tests/support/render/renderApp';
import type { FormDocument } from '../../engine/form/types';
import { initialAppState } from '../state/appState';
import { draftKey, readDraft, writeDraft } from './formDraft';

// The form and the browser: the open step in the address and its history, the answers kept for
// a reload, the question before leaving with answers unsaved.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stepHeader = (n: number) =>
  screen.getByRole('button', {
    name: new RegExp(`^${escape(form.engine.stepLabel.replace('{n}', String(n)))} `),
  });
const FORENAMES = 'risk.proposer.name.forenames';
const forenames = () => screen.getByRole('textbox', { name: new RegExp(escape(question(FORENAMES))) });

let posts: string[];
beforeEach(() => {
  posts = [];
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/list') return json({ lists: [] });
      if (url === '/api/recaptcha/token') return json({ token: 't', expires_at: '2099-01-01T00:00:00Z' });
      if (url === '/api/recaptcha') return json({ success: true });
      if (url.startsWith('/api/proposal/p-1') && method === 'GET') return json(proposalFixture());
      if (url.startsWith('/api/proposal') && method === 'POST') {
        posts.push(url);
        return json({ ...(JSON.parse(String(init!.body)) as object), uuid: 'p-1' });
      }
      return json({ error: 'not_found' }, 404);
    }),
  );
});

test('each step opened is an entry of the history: Back from step 2 returns to step 1', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/quote/edit?uuid=p-1');
  await waitFor(() => expect(forenames()).toHaveValue(proposalFixture().risk!.proposer!.name!.forenames));
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  await waitFor(() => expect(stepHeader(2)).toHaveAttribute('aria-expanded', 'true'));
  expect(router.state.location.search).toBe('?uuid=p-1&step=2');
  await act(() => router.navigate(-1));
  await waitFor(() => expect(stepHeader(1)).toHaveAttribute('aria-expanded', 'true'));
  expect(router.state.location.pathname).toBe('/quote/edit');
  await act(() => router.navigate(1));
  await waitFor(() => expect(stepHeader(2)).toHaveAttribute('aria-expanded', 'true'));
});

test('answers given before the first save are back after a reload', async () => {
  const user = userEvent.setup();
  const first = renderApp('/get-a-quote');
  await user.type(forenames(), 'Samantha');
  first.unmount();
  renderApp('/get-a-quote');
  expect(forenames()).toHaveValue('Samantha');
});

test('a reload reopens the step the address names, with the answers and the proposal saved so far', async () => {
  const user = userEvent.setup();
  const answers = proposalFixture() as FormDocument;
  writeDraft(draftKey(), { answers, saved: answers, uuid: 'p-1', furthest: 2, vehicleFromSearch: null });
  const { router } = renderApp('/get-a-quote?step=3');
  await waitFor(() => expect(stepHeader(3)).toHaveAttribute('aria-expanded', 'true'));
  expect(stepHeader(4)).toBeDisabled();
  await user.click(screen.getByRole('button', { name: stepButton(3) }));
  // The proposal created before the reload is updated, not created again.
  await waitFor(() => expect(posts).toEqual(['/api/proposal/p-1?steps=3']));
  await waitFor(() => expect(router.state.location.search).toBe('?step=4'));
  expect(readDraft(draftKey())?.furthest).toBe(3);
});

test('a step the address names beyond the furthest reached opens the furthest', async () => {
  const { router } = renderApp('/get-a-quote?step=5');
  await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  expect(stepHeader(1)).toHaveAttribute('aria-expanded', 'true');
});

test('leaving with answers unsaved asks first; once saved it does not', async () => {
  const user = userEvent.setup();
  renderApp('/quote/edit?uuid=p-1');
  await waitFor(() => expect(forenames()).toHaveValue(proposalFixture().risk!.proposer!.name!.forenames));
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  await user.type(forenames(), 'e');
  expect(leave()).toBe(true);
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  await waitFor(() => expect(posts).toHaveLength(1));
  await waitFor(() => expect(leave()).toBe(false));
});

test('a step opened keeps the focus in its heading: the address changing is not a new page', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/quote/edit?uuid=p-1');
  await waitFor(() => expect(forenames()).toHaveValue(proposalFixture().risk!.proposer!.name!.forenames));
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  await waitFor(() => expect(stepHeader(2)).toHaveAttribute('aria-expanded', 'true'));
  await waitFor(() => expect(stepHeader(2)).toHaveFocus());
  await waitFor(() => expect(router.state.location.search).toBe('?uuid=p-1&step=2'));
  // Still there once the address has followed the step and the page has drawn it.
  await act(async () => undefined);
  expect(stepHeader(2)).toHaveFocus();
});

test('the edit page keeps the stored seats and body style when a search of this session is forgotten', async () => {
  // The customer looked the van up, got a price, then chose Edit Details: the search of the
  // earlier form is still in the app's state as the edit page opens.
  const stored = proposalFixture().risk!.vehicle!;
  const bodies: unknown[] = [];
  const fetchStub = vi.mocked(fetch);
  const answer = fetchStub.getMockImplementation()!;
  fetchStub.mockImplementation(async (url, init) => {
    if (String(url).startsWith('/api/proposal/p-1?') && init?.method === 'POST')
      bodies.push(JSON.parse(String(init.body)));
    return answer(url as string, init);
  });
  const user = userEvent.setup();
  renderApp('/quote/edit?uuid=p-1', {
    ...initialAppState,
    vehicleFromSearch: { doors: 4, seats: Number(stored.seats), body_style: stored.body_style ?? null },
  });
  await waitFor(() => expect(forenames()).toHaveValue(proposalFixture().risk!.proposer!.name!.forenames));
  await user.click(screen.getByRole('button', { name: stepButton(1) }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  const vehicle = (bodies[0] as { risk: { vehicle: Record<string, unknown> } }).risk.vehicle;
  expect(vehicle.seats).toBe(stored.seats);
  expect(vehicle.body_style).toBe(stored.body_style);
});
