import { createContext, type Dispatch } from 'react';
import type { AppAction, AppState } from './appState';

// State and dispatch are separate so components that only dispatch do not re-render on changes.
export const AppStateContext = createContext<AppState | null>(null);
export const AppDispatchContext = createContext<Dispatch<AppAction> | null>(null);
