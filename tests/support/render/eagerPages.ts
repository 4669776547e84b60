import type { RouteName } from '../../../journey/src/journeyTypes';
import { pageComponents, type PageComponent } from '../../../renderer/app/pageComponents';
import { AddonsPage } from '../../../renderer/app/pages/AddonsPage';
import { DeepLinkPage } from '../../../renderer/app/pages/DeepLinkPage';
import { FailedPage } from '../../../renderer/app/pages/FailedPage';
import { InstalmentsDeclinedPage } from '../../../renderer/app/pages/InstalmentsDeclinedPage';
import { InstalmentsPage } from '../../../renderer/app/pages/InstalmentsPage';
import { PaymentPage } from '../../../renderer/app/pages/PaymentPage';
import { QuoteCreateFormPage } from '../../../renderer/app/pages/QuoteCreateFormPage';
import { QuoteEditFormPage } from '../../../renderer/app/pages/QuoteEditFormPage';
import { PricePresentationPage } from '../../../renderer/app/pages/PricePresentationPage';
import { RecallPage } from '../../../renderer/app/pages/RecallPage';
import { SummaryPage } from '../../../renderer/app/pages/SummaryPage';
import { ThankYouPage } from '../../../renderer/app/pages/ThankYouPage';

/**
 * Every page imported up front, for component tests: the first render shows the page at once.
 * The built app loads the form and the later pages when first visited (pageComponents); the browser tests
 * cover that.
 */
export const eagerPages: Record<RouteName, PageComponent> = {
  ...pageComponents,
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
  Recall: RecallPage,
  DeepLink: DeepLinkPage,
};
