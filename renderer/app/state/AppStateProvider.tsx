import { useReducer, type ReactNode } from 'react';
import { appReducer } from './appReducer';
import { AppDispatchContext, AppStateContext } from './appStateContext';
import { initialAppState, type AppState } from './appState';

/** Holds the app-wide state; `initialState` lets tests start anywhere. */
export function AppStateProvider({
  children,
  initialState = initialAppState,
}: {
  children: ReactNode;
  initialState?: AppState;
}) {
  const [state, dispatch] = useReducer(appReducer, initialState);
  return (
    <AppDispatchContext value={dispatch}>
      <AppStateContext value={state}>{children}</AppStateContext>
    </AppDispatchContext>
  );
}
