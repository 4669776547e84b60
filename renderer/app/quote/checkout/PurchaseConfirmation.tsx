import { useQuery } from '@tanstack/react-query';
import { ukToday } from '../../../../schemas/src/ukDates';
import { isoToDisplay } from '../../../engine/lib/dateText';
import type { Proposal } from '../../api/apiTypes';
import { generatePortalLink } from '../../api/quoteApi';
import { checkoutText } from './checkoutText';
import { claimedNcd } from '../../../../journey/src/claimedNcd';
import { coveredFrom } from './coveredFrom';

const text = checkoutText.thankYou;

/**
 * "You're covered": the cover start, the web reference, when the e-mails come, the no claims
 * discount proof notice (only when a discount was claimed), and the link to the customer portal
 * (asked for once confirmed).
 */
export function PurchaseConfirmation({ uuid, proposal }: { uuid: string; proposal: Proposal }) {
  const portal = useQuery({
    queryKey: ['portal-link', uuid],
    queryFn: () => generatePortalLink(uuid),
  });
  const startDate = proposal.risk?.start_date;
  return (
    <div className="confirmation">
      <p className="confirmation__covered">{coveredFrom(startDate, ukToday(new Date()), text)}</p>
      <dl className="confirmation__facts">
        <div>
          <dt>{text.referenceLabel}</dt>
          <dd>{proposal.quote?.reference}</dd>
        </div>
        <div>
          <dt>{text.coverDateLabel}</dt>
          <dd>{isoToDisplay(startDate)}</dd>
        </div>
      </dl>
      <p className="page__text">{text.emails}</p>
      {claimedNcd(proposal) ? (
        <section className="checkout__section" aria-labelledby="ncd-proof-heading">
          <h2 id="ncd-proof-heading" className="checkout__heading">
            {text.ncdHeading}
          </h2>
          <p className="page__text">{text.ncd}</p>
        </section>
      ) : null}
      <section className="checkout__section" aria-labelledby="portal-heading">
        <h2 id="portal-heading" className="checkout__heading">
          {text.portalHeading}
        </h2>
        <p className="page__text">{text.portalText}</p>
        <div className="page__actions" aria-live="polite">
          {portal.data ? (
            <a className="button button--primary" href={portal.data.portal_url}>
              {text.portalButton}
            </a>
          ) : portal.isPending ? (
            <p className="page__text">{text.portalPreparing}</p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
