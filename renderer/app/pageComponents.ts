import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';
import { DeclinedPage } from './pages/DeclinedPage';
import { ExceptionPage } from './pages/ExceptionPage';
import { ExpiredPage } from './pages/ExpiredPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { QuoteCreateFormPage } from './pages/QuoteCreateFormPage';
import { QuoteEditFormPage } from './pages/QuoteEditFormPage';
import { SiraDeclinedPage } from './pages/SiraDeclinedPage';

/** A page in the first bundle, or one loaded when its route is first visited. */
export type PageComponent = ComponentType | { lazy: () => Promise<ComponentType> };

/**
 * The page of each route of journey.json; the type makes a route without a page a compile error.
 * The form and the message pages are in the first bundle; the pages after the form (and the
 * smaller forms' validators they bring) load when first visited, so /get-a-quote ships less.
 */
export const pageComponents: Record<RouteName, PageComponent> = {
  QuoteCreateForm: QuoteCreateFormPage,
  QuoteEditForm: QuoteEditFormPage,
  PricePresentation: {
    lazy: async () => (await import('./pages/PricePresentationPage')).PricePresentationPage,
  },
  Addons: { lazy: async () => (await import('./pages/AddonsPage')).AddonsPage },
  Summary: { lazy: async () => (await import('./pages/SummaryPage')).SummaryPage },
  Payment: { lazy: async () => (await import('./pages/PaymentPage')).PaymentPage },
  Instalments: { lazy: async () => (await import('./pages/InstalmentsPage')).InstalmentsPage },
  InstalmentsDeclined: {
    lazy: async () => (await import('./pages/InstalmentsDeclinedPage')).InstalmentsDeclinedPage,
  },
  ThankYou: { lazy: async () => (await import('./pages/ThankYouPage')).ThankYouPage },
  Complete: { lazy: async () => (await import('./pages/ThankYouPage')).ThankYouPage },
  Failed: { lazy: async () => (await import('./pages/FailedPage')).FailedPage },
  Declined: DeclinedPage,
  SiraDeclined: SiraDeclinedPage,
  Expired: ExpiredPage,
  Exception: ExceptionPage,
  Recall: { lazy: async () => (await import('./pages/RecallPage')).RecallPage },
  DeepLink: { lazy: async () => (await import('./pages/DeepLinkPage')).DeepLinkPage },
  NotFound: NotFoundPage,
};
