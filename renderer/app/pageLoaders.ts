import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';
import { nextTask } from './nextTask';

/**
 * The routes whose page (the proposal form) opens with its route's heading in a plain page: the
 * heading is drawn while the page's code arrives (layout/PageArriving.tsx), so the entry does not
 * wait for that code before drawing (main.tsx).
 */
export const headedRoutes: ReadonlySet<RouteName> = new Set<RouteName>(['QuoteCreateForm', 'QuoteEditForm']);

let formLibrariesRun: Promise<void> | undefined;

/**
 * The form's libraries (RJSF: formLibraries.ts), run in a task of their own before the form's
 * code, which the form's page loader then runs in the next: the two in one task would be one
 * long task on a phone.
 */
function formLibraries(): Promise<void> {
  formLibrariesRun ??= import('./formLibraries').then(nextTask, (error: unknown) => {
    formLibrariesRun = undefined; // asked for again next time
    throw error;
  });
  return formLibrariesRun;
}

/**
 * The pages whose code arrives when their route is first visited (pageComponents.ts), the form
 * among them, so that a page after the form never runs the form's code (RJSF, its validators)
 * to draw its price. The server names a route's chunks in the page it sends for its address
 * (scripts/routePreloadPlugin.ts), so they arrive beside the app's code; the entry (main.tsx) runs
 * the current route's one once the app's code has run, before the router is made, so the first
 * drawing is the page rather than its placeholder, except the form's, whose heading is drawn
 * while its code arrives (headedRoutes). Each import is the same module whoever asks first.
 */
export const pageLoaders = {
  QuoteCreateForm: async () => {
    await formLibraries();
    return (await import('./pages/QuoteCreateFormPage')).QuoteCreateFormPage;
  },
  QuoteEditForm: async () => {
    await formLibraries();
    return (await import('./pages/QuoteEditFormPage')).QuoteEditFormPage;
  },
  PricePresentation: async () => (await import('./pages/PricePresentationPage')).PricePresentationPage,
  Addons: async () => (await import('./pages/AddonsPage')).AddonsPage,
  Summary: async () => (await import('./pages/SummaryPage')).SummaryPage,
  Payment: async () => (await import('./pages/PaymentPage')).PaymentPage,
  Instalments: async () => (await import('./pages/InstalmentsPage')).InstalmentsPage,
  InstalmentsDeclined: async () => (await import('./pages/InstalmentsDeclinedPage')).InstalmentsDeclinedPage,
  ThankYou: async () => (await import('./pages/ThankYouPage')).ThankYouPage,
  Complete: async () => (await import('./pages/ThankYouPage')).ThankYouPage,
  Failed: async () => (await import('./pages/FailedPage')).FailedPage,
  Recall: async () => (await import('./pages/RecallPage')).RecallPage,
  DeepLink: async () => (await import('./pages/DeepLinkPage')).DeepLinkPage,
} satisfies Partial<Record<RouteName, () => Promise<ComponentType>>>;

export type LazyRouteName = keyof typeof pageLoaders;

/** Whether `route`'s page arrives on a first visit. */
export const isLazyRoute = (route: RouteName): route is LazyRouteName => route in pageLoaders;
