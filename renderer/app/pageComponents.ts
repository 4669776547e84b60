import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';
import { DeclinedPage } from './pages/DeclinedPage';
import { ExceptionPage } from './pages/ExceptionPage';
import { ExpiredPage } from './pages/ExpiredPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageLoaders } from './pageLoaders';
import { SiraDeclinedPage } from './pages/SiraDeclinedPage';

/** A page in the first bundle, or one loaded when its route is first visited. */
export type PageComponent = ComponentType | { lazy: () => Promise<ComponentType> };

/**
 * The page of each route of journey.json; the type makes a route without a page a compile error.
 * The message pages are in the first bundle; the form and the pages after it (and the smaller
 * forms' validators they bring) load when first visited, so /get-a-quote ships only the form and
 * the price page never loads the form's engine to draw its price.
 */
export const pageComponents: Record<RouteName, PageComponent> = {
  QuoteCreateForm: { lazy: pageLoaders.QuoteCreateForm },
  QuoteEditForm: { lazy: pageLoaders.QuoteEditForm },
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
