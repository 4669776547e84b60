import type { RouteName } from '../../../journey/src/journeyTypes';
import { pageComponents, type PageComponent } from '../pageComponents';
import { AddonsPage } from '../pages/AddonsPage';
import { DeepLinkPage } from '../pages/DeepLinkPage';
import { FailedPage } from '../pages/FailedPage';
import { InstalmentsDeclinedPage } from '../pages/InstalmentsDeclinedPage';
import { InstalmentsPage } from '../pages/InstalmentsPage';
import { PaymentPage } from '../pages/PaymentPage';
import { PricePresentationPage } from '../pages/PricePresentationPage';
import { RecallPage } from '../pages/RecallPage';
import { SummaryPage } from '../pages/SummaryPage';
import { ThankYouPage } from '../pages/ThankYouPage';

/**
 * Every page imported up front, for component tests: the first render shows the page at once.
 * The built app loads the later pages when first visited (pageComponents); the browser tests
 * cover that.
 */
export const eagerPages: Record<RouteName, PageComponent> = {
  ...pageComponents,
  PricePresentation: PricePresentationPage,
  Addons: AddonsPage,
  Summary: SummaryPage,
  Payment: PaymentPage,
  Instalments: InstalmentsPage,
  InstalmentsDeclined: InstalmentsDeclinedPage,
  ThankYou: ThankYouPage,
  Complete: ThankYouPage,
  Failed: FailedPage,
  Recall: RecallPage,
  DeepLink: DeepLinkPage,
};
