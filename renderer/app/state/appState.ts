import type { LoadingMessage } from '../../../journey/src/contentTypes';

/** What the last vehicle search told us that the proposal does not hold. */
export interface VehicleFromSearch {
  doors: number | null;
  seats: number | null;
  body_style: string | null;
}

/** The app-wide state of the specification (second document, section 3). */
export interface AppState {
  /** The loading overlay shows while this is on. */
  loading: boolean;
  /** Title and text of the loading overlay; both empty means a spinner only. */
  loadingMessage: LoadingMessage;
  /** Index (from 0) in journey.steps of the open form step. */
  currentStep: number;
  /** Index of the furthest step reached: steps up to it can be reopened. */
  furthestStep: number;
  addonsChanged: boolean;
  paymentFrameUrl: string | null;
  botCheckVerified: boolean;
  vehicleFromSearch: VehicleFromSearch | null;
}

export type AppAction =
  | { type: 'loadingStarted'; message?: LoadingMessage }
  | { type: 'loadingStopped' }
  | { type: 'stepOpened'; step: number }
  | { type: 'furthestStepSet'; step: number }
  | { type: 'addonsChangedSet'; changed: boolean }
  | { type: 'paymentFrameUrlSet'; url: string | null }
  | { type: 'botCheckVerifiedSet'; verified: boolean }
  | { type: 'vehicleFromSearchSet'; vehicle: VehicleFromSearch | null };

export const noLoadingMessage: LoadingMessage = { title: '', text: '' };

export const initialAppState: AppState = {
  loading: false,
  loadingMessage: noLoadingMessage,
  currentStep: 0,
  furthestStep: 0,
  addonsChanged: false,
  paymentFrameUrl: null,
  botCheckVerified: false,
  vehicleFromSearch: null,
};
