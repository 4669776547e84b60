import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { journeyForms } from '../../../../journey/src/forms/forms';
import { ukToday } from '../../../../schemas/src/ukDates';
import type { FormDocument } from '../../../engine/form/types';
import { ApiError } from '../../api/ApiError';
import type { DirectDebit } from '../../../../schemas/generated/index';
import type { Proposal } from '../../api/apiTypes';
import { savePayMonthly } from '../../api/quoteApi';
import { routeForFailure } from '../../api/routeForFailure';
import { PageForm } from '../../forms/PageForm';
import { errorCatalogue, textValues } from '../../journey';
import { ProposalArriving } from '../../loading/ProposalArriving';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch } from '../../state/useAppState';
import { useQuoteProposal, type QuoteProposal } from '../useQuoteProposal';
import { checkoutText } from './checkoutText';
import { collectionDayFor } from '../../../../journey/src/directDebit/collectionDay';
import {
  holderRules,
  initialAnswers,
  isUnder18,
  mandateToSend,
  MIN_HOLDER_AGE,
  proposerFullName,
  withHolderQuestionHidden,
} from './directDebitAnswers';
import { formatMoney } from '../money';
import { fieldMessages, serverMessage } from './serverMessage';

const text = checkoutText.instalments;
const holderHiddenUi = withHolderQuestionHidden(journeyForms['direct-debit'].ui);
const fallbackMessage = String(errorCatalogue.messages.directDebitFailureFallback);

/** The Direct Debit form (journey/forms/direct-debit), once the proposal has loaded. */
export function InstalmentsPage() {
  const quote = useQuoteProposal('Instalments');
  return (
    <div className="page checkout">
      <PageHeading route="Instalments" />
      {quote.proposal ? <DirectDebitForm {...quote} proposal={quote.proposal} /> : <ProposalArriving />}
    </div>
  );
}

interface Failure {
  message: string;
  details: string[];
}

function DirectDebitForm({ uuid, proposal, setProposal, pathTo }: QuoteProposal & { proposal: Proposal }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const { mutateAsync: save } = useMutation({
    mutationFn: (mandate: DirectDebit) => savePayMonthly(uuid, mandate),
  });

  // Fixed for the visit: the age on the day the page opened, the start date's collection day.
  const [under18] = useState(() => isUnder18(proposal.risk?.proposer?.date_of_birth, ukToday(new Date())));
  const [initialData] = useState(() => initialAnswers(proposal.direct_debit, under18));
  const collection = collectionDayFor(proposal.risk?.start_date);
  const day = collection.day;
  const transform = useMemo(() => holderRules(proposerFullName(proposal), under18), [proposal, under18]);

  const onValid = async (data: FormDocument) => {
    setFailure(undefined);
    dispatch({ type: 'loadingStarted', message: text.loading });
    try {
      const saved = await save(mandateToSend(data, { under18, day }));
      dispatch({ type: 'loadingStopped' });
      setProposal(saved);
      const referred = saved.quote?.is_referred === true || saved.is_referred === true;
      void navigate(pathTo(referred ? 'SiraDeclined' : 'Payment'));
    } catch (error) {
      // The failure handler has cleared the loading overlay and logged it; 419 went to Expired.
      if (!(error instanceof ApiError) || routeForFailure(error, errorCatalogue.routing)) return;
      if (error.code === 'credit_declined') {
        void navigate(pathTo('InstalmentsDeclined'));
        return;
      }
      const message = serverMessage(error) ?? fallbackMessage;
      setFailure({ message, details: fieldMessages(error, message) });
    }
  };

  const q = proposal.quote;
  return (
    <>
      {q?.monthly_deposit !== undefined && q.monthly_installments !== undefined ? (
        <p className="page__text">
          {fillTemplate(text.intro, {
            deposit: formatMoney(q.monthly_deposit),
            count: q.monthly_installments,
            day,
          })}
        </p>
      ) : null}
      {collection.moved ? (
        <p className="checkout__notice">
          {fillTemplate(text.collectionDayMoved, { startDay: collection.startDay ?? '', day })}
        </p>
      ) : null}
      {under18 ? (
        <p className="checkout__notice">{fillTemplate(text.under18, { minAge: MIN_HOLDER_AGE })}</p>
      ) : null}
      <PageForm
        name="direct-debit"
        initialData={initialData}
        transform={transform}
        onValid={(data) => void onValid(data)}
        onBack={() => void navigate(pathTo('Summary'))}
        {...(under18 ? { ui: holderHiddenUi } : {})}
      />
      <div className="checkout__alert" role="alert">
        {failure ? (
          <div className="checkout__error">
            <p>{failure.message}</p>
            {failure.details.length > 0 ? (
              <ul>
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <section className="checkout__section" aria-labelledby="direct-debit-guarantee-heading">
        <h2 id="direct-debit-guarantee-heading" className="checkout__heading">
          {text.guarantee.heading}
        </h2>
        <ul>
          {text.guarantee.items.map((item) => (
            <li key={item}>{fillTemplate(item, textValues)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
