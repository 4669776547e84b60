import { useSearchParams } from 'react-router';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { ContactDetails } from '../../footer/ContactDetails';
import { pages, textValues } from '../../journey';
import { PageActions } from '../../pages/PageActions';
import { PageHeading } from '../../pages/PageHeading';
import { useBoughtLeaves } from './useBoughtLeaves';

const page = pages.pages.Failed;

/**
 * The payment was unsuccessful: the texts and actions of pages.json, a retry (the payment page,
 * which starts a fresh payment for the uuid) and a return to the start. Without a quote to pay
 * for there is nothing to retry, so only the return to the start is offered.
 */
export function FailedPage() {
  useBoughtLeaves('Failed');
  const [search] = useSearchParams();
  const hasQuote = Boolean(search.get('uuid'));
  const actions = (page.actions ?? []).filter((action) => hasQuote || action.route !== 'Payment');
  return (
    <div className="page page--message">
      <PageHeading route="Failed" />
      {page.body?.map((paragraph, index) => (
        <p key={index} className="page__text">
          {fillTemplate(paragraph, textValues)}
        </p>
      ))}
      <PageActions actions={actions} />
      {page.showContact && <ContactDetails />}
    </div>
  );
}
