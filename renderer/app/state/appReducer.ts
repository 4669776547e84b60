import { noLoadingMessage, type AppAction, type AppState } from './appState';

/** The one place the app-wide state changes. */
export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'loadingStarted':
      return { ...state, loading: true, loadingMessage: action.message ?? noLoadingMessage };
    case 'loadingStopped':
      return { ...state, loading: false, loadingMessage: noLoadingMessage };
    case 'stepOpened':
      return { ...state, currentStep: action.step, furthestStep: Math.max(state.furthestStep, action.step) };
    case 'furthestStepSet':
      return { ...state, furthestStep: action.step, currentStep: Math.min(state.currentStep, action.step) };
    case 'addonsChangedSet':
      return { ...state, addonsChanged: action.changed };
    case 'paymentFrameUrlSet':
      return { ...state, paymentFrameUrl: action.url };
    case 'botCheckVerifiedSet':
      return { ...state, botCheckVerified: action.verified };
    case 'vehicleFromSearchSet':
      return { ...state, vehicleFromSearch: action.vehicle };
  }
}
