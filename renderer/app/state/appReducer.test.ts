import { appReducer } from './appReducer';
import { initialAppState, type AppAction, type AppState } from './appState';

const at = (changes: Partial<AppState>): AppState => ({ ...initialAppState, ...changes });

describe('appReducer', () => {
  test.each<[string, AppState, AppAction, Partial<AppState>]>([
    [
      'starts loading with a message',
      at({}),
      { type: 'loadingStarted', message: { title: 'T', text: 'x' } },
      { loading: true, loadingMessage: { title: 'T', text: 'x' } },
    ],
    [
      'starts loading without a message',
      at({ loadingMessage: { title: 'old', text: '' } }),
      { type: 'loadingStarted' },
      { loading: true, loadingMessage: { title: '', text: '' } },
    ],
    [
      'stops loading and forgets the message',
      at({ loading: true, loadingMessage: { title: 'T', text: 'x' } }),
      { type: 'loadingStopped' },
      { loading: false, loadingMessage: { title: '', text: '' } },
    ],
    [
      'opens a later step and moves the furthest',
      at({ currentStep: 1, furthestStep: 1 }),
      { type: 'stepOpened', step: 2 },
      { currentStep: 2, furthestStep: 2 },
    ],
    [
      'reopens an earlier step and keeps the furthest',
      at({ currentStep: 4, furthestStep: 4 }),
      { type: 'stepOpened', step: 1 },
      { currentStep: 1, furthestStep: 4 },
    ],
    [
      'sets the furthest step for an edited proposal',
      at({}),
      { type: 'furthestStepSet', step: 6 },
      { currentStep: 0, furthestStep: 6 },
    ],
    [
      'lowers the furthest step and the open one with it',
      at({ currentStep: 5, furthestStep: 5 }),
      { type: 'furthestStepSet', step: 2 },
      { currentStep: 2, furthestStep: 2 },
    ],
    ['records changed add-ons', at({}), { type: 'addonsChangedSet', changed: true }, { addonsChanged: true }],
    [
      'records the payment frame',
      at({}),
      { type: 'paymentFrameUrlSet', url: 'https://pay.example/x' },
      { paymentFrameUrl: 'https://pay.example/x' },
    ],
    [
      'records the bot check',
      at({}),
      { type: 'botCheckVerifiedSet', verified: true },
      { botCheckVerified: true },
    ],
    [
      'records the searched vehicle',
      at({}),
      { type: 'vehicleFromSearchSet', vehicle: { doors: 4, seats: 3, body_style: 'Panel Van' } },
      { vehicleFromSearch: { doors: 4, seats: 3, body_style: 'Panel Van' } },
    ],
  ])('%s', (_, state, action, expected) => {
    expect(appReducer(state, action)).toEqual({ ...state, ...expected });
  });
});
