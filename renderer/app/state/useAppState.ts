import { use, type Dispatch } from 'react';
import type { AppAction, AppState } from './appState';
import { AppDispatchContext, AppStateContext } from './appStateContext';

/** The app-wide state; throws outside AppStateProvider. */
export function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside AppStateProvider');
  return state;
}

/** The dispatcher of the app-wide state; stable across renders. */
export function useAppDispatch(): Dispatch<AppAction> {
  const dispatch = use(AppDispatchContext);
  if (!dispatch) throw new Error('useAppDispatch must be used inside AppStateProvider');
  return dispatch;
}
