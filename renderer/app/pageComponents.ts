import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';
import { DeclinedPage } from './pages/DeclinedPage';
import { ExceptionPage } from './pages/ExceptionPage';
import { ExpiredPage } from './pages/ExpiredPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageLoaders } from './pageLoaders';
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
  PricePresentation: { lazy: pageLoaders.PricePresentation },
  Addons: { lazy: pageLoaders.Addons },
  Summary: { lazy: pageLoaders.Summary },
  Payment: { lazy: pageLoaders.Payment },
  Instalments: { lazy: pageLoaders.Instalments },
  InstalmentsDeclined: { lazy: pageLoaders.InstalmentsDeclined },
  ThankYou: { lazy: pageLoaders.ThankYou },
  Complete: { lazy: pageLoaders.Complete },
  Failed: { lazy: pageLoaders.Failed },
  Declined: DeclinedPage,
  SiraDeclined: SiraDeclinedPage,
  Expired: ExpiredPage,
  Exception: ExceptionPage,
  Recall: { lazy: pageLoaders.Recall },
  DeepLink: { lazy: pageLoaders.DeepLink },
  NotFound: NotFoundPage,
};
