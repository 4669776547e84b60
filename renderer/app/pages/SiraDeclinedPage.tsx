import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getProposal } from '../api/proposalApi';
import { queryKeys } from '../api/queryKeys';
import { pages } from '../journey';
import { referralReasons } from '../quote/referralReasons';
import { MessagePage } from './MessagePage';

/**
 * "Unable to proceed": a referred quote cannot be bought online. With the quote's uuid it also
 * says why, in the referral's own words (the reasons the quote carries).
 */
export function SiraDeclinedPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const { data } = useQuery({
    queryKey: queryKeys.proposal(uuid),
    queryFn: () => getProposal(uuid),
    enabled: uuid !== '',
  });
  const reasons = referralReasons(data);
  return (
    <MessagePage route="SiraDeclined">
      {reasons.length > 0 ? (
        <section className="page__reasons" aria-labelledby="referral-reasons">
          <p id="referral-reasons" className="page__text">
            {pages.pages.SiraDeclined.reasonsIntro}
          </p>
          <ul className="page__list">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </MessagePage>
  );
}
