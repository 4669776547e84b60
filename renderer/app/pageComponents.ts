import type { ComponentType } from 'react';
import type { RouteName } from '../../journey/src/journeyTypes';
import { AddonsPage } from './pages/AddonsPage';
import { DeclinedPage } from './pages/DeclinedPage';
import { DeepLinkPage } from './pages/DeepLinkPage';
import { ExceptionPage } from './pages/ExceptionPage';
import { ExpiredPage } from './pages/ExpiredPage';
import { FailedPage } from './pages/FailedPage';
import { InstalmentsDeclinedPage } from './pages/InstalmentsDeclinedPage';
import { InstalmentsPage } from './pages/InstalmentsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentPage } from './pages/PaymentPage';
import { PricePresentationPage } from './pages/PricePresentationPage';
import { QuoteCreateFormPage } from './pages/QuoteCreateFormPage';
import { QuoteEditFormPage } from './pages/QuoteEditFormPage';
import { RecallPage } from './pages/RecallPage';
import { SiraDeclinedPage } from './pages/SiraDeclinedPage';
import { SummaryPage } from './pages/SummaryPage';
import { ThankYouPage } from './pages/ThankYouPage';

/** The page of each route of journey.json; the type makes a route without a page a compile error. */
export const pageComponents: Record<RouteName, ComponentType> = {
  QuoteCreateForm: QuoteCreateFormPage,
  QuoteEditForm: QuoteEditFormPage,
  PricePresentation: PricePresentationPage,
  Addons: AddonsPage,
  Summary: SummaryPage,
  Payment: PaymentPage,
  Instalments: InstalmentsPage,
  InstalmentsDeclined: InstalmentsDeclinedPage,
  ThankYou: ThankYouPage,
  Complete: ThankYouPage,
  Failed: FailedPage,
  Declined: DeclinedPage,
  SiraDeclined: SiraDeclinedPage,
  Expired: ExpiredPage,
  Exception: ExceptionPage,
  Recall: RecallPage,
  DeepLink: DeepLinkPage,
  NotFound: NotFoundPage,
};
