import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';

/**
 * The pages whose code arrives when their route is first visited (pageComponents.ts). The entry
 * (main.tsx) starts the current route's one at once, beside the app's code, rather than after
 * the app has run and the router has matched: a quote page opened from a link arrives a round trip
 * sooner. Each import is the same module whoever asks first.
 */
export const pageLoaders = {
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
