import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProposalArriving } from '../../loading/ProposalArriving';
import { PageHeading } from '../../pages/PageHeading';
import { ChangedElsewhereNotice } from '../ChangedElsewhere';
import { useQuoteProposal } from '../useQuoteProposal';
import { CheckAnswers } from './CheckAnswers';
import { ConfirmDetailsForm } from './ConfirmDetailsForm';
import { extrasText } from './extrasText';
import { PolicySummary } from './PolicySummary';
import { PriceSummary } from './PriceSummary';
import { QuoteBasket } from './QuoteBasket';
import { paysMonthly } from './proposalFlags';
import { SummarySection } from './SummarySection';

const text = extrasText.summary;

/**
 * The Summary page (/quote/summary?uuid=): the quote and policy, the customer's answers, and the
 * confirm-details form whose Continue leads to payment.
 */
export function Summary() {
  const { uuid, proposal, setProposal, pathTo } = useQuoteProposal('Summary');
  const navigate = useNavigate();
  // How often another window changed the quote first: the form starts afresh from the latest.
  const [overtaken, setOvertaken] = useState(0);
  const quote = proposal?.quote;
  return (
    <div className="quote-layout">
      <div className="page summary-page">
        <PageHeading route="Summary" />
        <ChangedElsewhereNotice text={text.changedElsewhere} times={overtaken} />
        {proposal && quote ? (
          <>
            <PriceSummary quote={quote} monthly={paysMonthly(proposal)} />
            <PolicySummary proposal={proposal} quote={quote} />
            <CheckAnswers uuid={uuid} proposal={proposal} />
            <SummarySection heading={text.confirmHeading} className="confirm-details">
              <p>{text.confirmIntro}</p>
              <ConfirmDetailsForm
                key={overtaken}
                uuid={uuid}
                proposal={proposal}
                setProposal={setProposal}
                pathTo={pathTo}
                onOvertaken={() => setOvertaken((n) => n + 1)}
              />
            </SummarySection>
            <div className="page__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void navigate(pathTo('Addons'))}
              >
                {text.back}
              </button>
            </div>
          </>
        ) : (
          <ProposalArriving />
        )}
      </div>
      {proposal && quote ? (
        <div className="quote-layout__aside quote-layout__aside--wide">
          <QuoteBasket quote={quote} paysMonthly={paysMonthly(proposal)} />
        </div>
      ) : null}
    </div>
  );
}
