import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouteName } from '../../../../journey/src/journeyTypes';
import { knownVanAnswers } from '../../../../journey/src/knownVanAnswers';
import type {
  PaymentOptionRequest,
  Proposal,
  Quote,
  Risk,
  VehicleLookupResult,
} from '../../../../schemas/generated/index';
import { ukToday } from '../../../../schemas/src/ukDates';
import { callerHandles, refusedFor } from '../../api/queryClient';
import { updatePaymentOption } from '../../api/quoteApi';
import { errorCatalogue, pages } from '../../journey';
import { PageHeading } from '../../pages/PageHeading';
import { ProposalArriving } from '../../loading/ProposalArriving';
import { QuoteBasket } from '../extras/QuoteBasket';
import { useAppDispatch, useAppState } from '../../state/useAppState';
import { type LoadedQuoteProposal, useQuoteProposal } from '../useQuoteProposal';
import { isOvertaken, useReadLatest } from '../ChangedElsewhere';
import { DrawnInTurn } from '../../../engine/form/drawInSlices';
import { afterDrawingShown } from './afterDrawingShown';
import { AggregatorThanks } from './AggregatorThanks';
import { CoverDetails } from './CoverDetails';
import { EmailQuoteButton } from './EmailQuoteButton';
import { ExcessesAndEndorsements } from './ExcessesAndEndorsements';
import { IncludedCover } from './IncludedCover';
import { NcdProtectionModal } from './NcdProtectionModal';
import { PaymentMethodCards } from './PaymentMethodCards';
import { PriceBreakdown } from './PriceBreakdown';
import { NoticeModal } from './NoticeModal';
import { PriceNotices } from './PriceNotices';
import {
  cameThroughPartner,
  initialPayMonthly,
  ncdProtectionInfoOffered,
  registrationMissing,
  thirdPartyAuthority,
  type ThirdPartyAuthority,
} from './priceFacts';
import { priceCopy, priceText } from './priceText';
import { SpecialOffers } from './SpecialOffers';
import { startDateHasPassed } from './startDateHasPassed';
import { useRequote } from './useRequote';

const text = priceText.actions;
const referredRoute = (errorCatalogue.outcomes.referred ?? 'SiraDeclined') as RouteName;

/**
 * The page's forms and what follows them arrive once the price is drawn: the price, the cover and
 * the quote's notices come first, without waiting for the forms' code (PriceForms.tsx).
 */
export const loadPriceForms = () => import('./PriceForms');
type PriceForms = Awaited<ReturnType<typeof loadPriceForms>>;

/**
 * The forms' module, asked for once the browser shows the first drawing of the price in
 * `drawing` (afterDrawingShown), so that it does not compete with the price for a phone's
 * connection and processor. The forms are drawn in the task after the one that ran the module,
 * so that a phone never runs both in one long task.
 */
function usePriceForms(drawing: RefObject<HTMLElement | null>): PriceForms | undefined {
  const [forms, setForms] = useState<PriceForms>();
  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterDrawingShown(
      () => {
        void loadPriceForms().then((module) => {
          timer = setTimeout(() => {
            if (mounted) setForms(module);
          }, 0);
        });
      },
      () => drawing.current,
    );
    return () => {
      mounted = false;
      clearTimeout(timer);
      cancel();
    };
  }, [drawing]);
  return forms;
}

/** Which answers were changed on the page and not yet requoted. */
interface Pending {
  startDate: boolean;
  excess: boolean;
}

/** The price presentation page: the quote, the payment method, and what may change before add-ons. */
export function PricePresentation() {
  const { uuid, proposal, setProposal, pathTo } = useQuoteProposal('PricePresentation');
  // The price beside the page on a wide screen; the page fills it from its payment method.
  const [aside, setAside] = useState<HTMLElement | null>(null);
  return (
    <div className="quote-layout">
      <div className="page price-page">
        <PageHeading route="PricePresentation" />
        {proposal?.quote ? (
          <PriceContent
            uuid={uuid}
            proposal={proposal}
            quote={proposal.quote}
            setProposal={setProposal}
            pathTo={pathTo}
            aside={aside}
          />
        ) : (
          <ProposalArriving />
        )}
      </div>
      <div ref={setAside} className="quote-layout__aside quote-layout__aside--wide" />
    </div>
  );
}

function PriceContent({
  uuid,
  proposal,
  quote,
  setProposal,
  pathTo,
  aside,
}: LoadedQuoteProposal & { quote: Quote; aside: HTMLElement | null }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const risk: Risk = proposal.risk ?? {};
  const [payMonthly, setPayMonthly] = useState(() => initialPayMonthly(proposal));
  const [pending, setPending] = useState<Pending>({ startDate: false, excess: false });
  // Each requote starts the changeable answers afresh from the new quote.
  const [round, setRound] = useState(0);
  // The answer whose Confirm & requote was pressed last: its section, drawn afresh, takes the focus
  // (once the notice of a change another window saved first, which holds it meanwhile, is closed).
  const [requoted, setRequoted] = useState<'startDate' | 'excess' | null>(null);
  const [tpa, setTpa] = useState<ThirdPartyAuthority>(() => thirdPartyAuthority(risk.userfields));
  const [tpaChecked, setTpaChecked] = useState(false);
  // Sent here because payment was refused for want of the page's answers (an old tab, a link to
  // the summary): the Third Party Authority form shows what is missing once drawn, as Continue would.
  const location = useLocation();
  const [askTpa, setAskTpa] = useState(() => refusedFor(location.state) === 'price_answers_required');
  // The quote's notices open with the page: what is missing is shown once they are read.
  const [noticeShown, setNoticeShown] = useState(true);
  const [dialog, setDialog] = useState<'expired' | 'ncd' | null>(null);
  const tpaForm = useRef<HTMLDivElement>(null);
  // A change another window saved first: the page shows that window's quote afresh, and says so.
  const [overtaken, setOvertaken] = useState(false);
  const showLatest = () => {
    setPending({ startDate: false, excess: false });
    setRound((r) => r + 1);
    setOvertaken(true);
  };
  const requote = useRequote(setProposal, showLatest);
  const readLatest = useReadLatest();
  // What the page draws of the quote: the forms wait until the browser shows it.
  const drawing = useRef<HTMLDivElement>(null);
  const forms = usePriceForms(drawing);
  // It holds to the quote the page shows: refused when another window changed it (conflict).
  const paymentOption = useMutation({
    mutationFn: (body: PaymentOptionRequest) => updatePaymentOption(uuid, body),
    meta: callerHandles('conflict'),
  });
  /** A payment option refused as another window saved first: the latest quote is shown, and why. */
  const answerRefusal = async (error: unknown) => {
    if (isOvertaken(error) && (await readLatest(uuid))) showLatest();
  };

  const editPath = pathTo('QuoteEditForm');
  const voluntaryExcess = risk.voluntary_excess ?? 0;
  const changePending = pending.startDate || pending.excess;
  const noRegistration = registrationMissing(risk);
  // Confirmed, the registration's section goes, and with it the Confirm button that had the
  // focus: once the wait is over and the section gone, a note in its place says what happened
  // (the registration is on the quote, the price made again for it) and takes the focus, so a
  // screen reader reads it and the next Tab goes on to Continue.
  const { loading } = useAppState();
  const [confirmedRegistration, setConfirmedRegistration] = useState<string | null>(null);
  const confirmedNote = useRef<HTMLParagraphElement>(null);
  const noteToFocus = useRef(false);
  const showConfirmed = confirmedRegistration !== null && !noRegistration;
  useEffect(() => {
    if (!noteToFocus.current || !showConfirmed || loading) return;
    noteToFocus.current = false;
    confirmedNote.current?.focus();
  }, [showConfirmed, loading]);
  const blocked = noRegistration ? text.registrationMissing : changePending ? text.changePending : undefined;
  const source = risk.source_of_business;

  /** Saves the proposal with `change` and quotes it again; the page then shows the new price. */
  const requoteWith = async (base: Proposal, change: Risk) => {
    const answer = await requote({ ...base, risk: { ...base.risk, ...change } });
    if (answer) {
      setPending({ startDate: false, excess: false });
      setRound((r) => r + 1);
    }
    return answer;
  };

  const confirmRegistration = async ({ registration, ...found }: VehicleLookupResult) => {
    dispatch({ type: 'loadingStarted', message: pages.loading.updating });
    let saved: Proposal;
    try {
      saved = await paymentOption.mutateAsync({
        is_pay_monthly: payMonthly,
        risk: { vehicle: { registration } },
      });
    } catch (error) {
      // The failure handler has cleared the overlay and routed the customer, but for a conflict.
      await answerRefusal(error);
      return;
    }
    // The lookup's seats and body style, where it knows them, are the van's (as on step 2), and so
    // is the plate's year: the van picked by hand may have been given another year of its model.
    const vehicle = {
      ...saved.risk?.vehicle,
      ...knownVanAnswers(found),
      ...(found.year !== undefined ? { year: found.year } : {}),
      registration,
      has_registration: true,
    };
    if (await requoteWith(saved, { vehicle })) {
      noteToFocus.current = true;
      setConfirmedRegistration(registration);
    }
  };

  const checkThirdPartyAuthority = async (answers: ThirdPartyAuthority) => {
    setTpa(answers);
    try {
      await paymentOption.mutateAsync({
        check: true,
        is_pay_monthly: payMonthly,
        risk: { userfields: answers },
      });
      setTpaChecked(true);
    } catch {
      // Handled by the failure handler.
    }
  };

  const onContinue = async () => {
    if (startDateHasPassed(risk.start_date, ukToday(new Date()))) {
      setDialog('expired');
      return;
    }
    if (!forms) return;
    const problems = forms
      .pageFormParts('third-party-authority')
      .checks.validate({ risk: { userfields: tpa } });
    if (problems.length > 0) {
      // Submitting the form shows its error summary and moves to the first problem.
      tpaForm.current?.querySelector('form')?.requestSubmit();
      return;
    }
    dispatch({ type: 'loadingStarted' });
    let answer: Proposal;
    try {
      answer = await paymentOption.mutateAsync({ is_pay_monthly: payMonthly, risk: { userfields: tpa } });
    } catch (error) {
      await answerRefusal(error);
      return;
    }
    dispatch({ type: 'loadingStopped' });
    setProposal(answer);
    const referred = answer.quote?.is_referred === true || answer.is_referred === true;
    void navigate(pathTo(referred ? referredRoute : 'Addons'));
  };

  return (
    <div ref={drawing} className="price-content">
      {cameThroughPartner(source) ? <AggregatorThanks source={source} /> : null}
      {quote.reference ? (
        <p className="price-reference">
          {priceText.reference}: <strong>{quote.reference}</strong>
        </p>
      ) : null}
      <PaymentMethodCards quote={quote} payMonthly={payMonthly} onChange={setPayMonthly} />
      <IncludedCover quote={quote} coverType={risk.vehicle?.cover_type} />
      <EmailQuoteButton uuid={uuid} />
      <CoverDetails
        proposal={proposal}
        editPath={editPath}
        {...(ncdProtectionInfoOffered(proposal) ? { onNcdInfo: () => setDialog('ncd') } : {})}
      />
      {forms ? (
        <>
          {/* Each form is drawn in a turn of its own (drawInSlices.tsx), a task each on a phone. */}
          <DrawnInTurn>
            {/* Keyed by the quote's answer too: the new quote may arrive after the round has moved on. */}
            <forms.ChangeAndRequote
              key={`start-${round}-${risk.start_date ?? ''}`}
              form="start-date"
              heading={priceText.startDate.heading}
              confirmLabel={priceText.startDate.confirm}
              initialData={{ risk: { start_date: risk.start_date } }}
              read={(data) => (data.risk as Risk | undefined)?.start_date}
              current={risk.start_date}
              onPending={(startDate) => setPending((p) => ({ ...p, startDate }))}
              onConfirm={(startDate) => {
                setRequoted('startDate');
                void requoteWith(proposal, { start_date: startDate });
              }}
              suspended={dialog === 'expired'}
              requoted={requoted === 'startDate' && !overtaken}
            />
          </DrawnInTurn>
          {risk.vehicle?.cover_type === 'C' ? (
            <DrawnInTurn>
              <forms.ChangeAndRequote
                key={`excess-${round}-${voluntaryExcess}`}
                form="voluntary-excess"
                heading={priceText.voluntaryExcess.heading}
                intro={priceText.voluntaryExcess.text}
                confirmLabel={priceText.voluntaryExcess.confirm}
                initialData={{ risk: { voluntary_excess: voluntaryExcess } }}
                read={(data) => (data.risk as Risk | undefined)?.voluntary_excess}
                current={voluntaryExcess}
                onPending={(excess) => setPending((p) => ({ ...p, excess }))}
                onConfirm={(excess) => {
                  setRequoted('excess');
                  void requoteWith(proposal, { voluntary_excess: excess });
                }}
                requoted={requoted === 'excess' && !overtaken}
              />
            </DrawnInTurn>
          ) : null}
          <ExcessesAndEndorsements quote={quote} />
          <PriceBreakdown quote={quote} />
          <DrawnInTurn>
            <forms.ThirdPartyAuthoritySection
              initial={tpa}
              formRef={tpaForm}
              checked={tpaChecked}
              onChange={(answers) => {
                setTpa(answers);
                setTpaChecked(false);
              }}
              onSave={(answers) => void checkThirdPartyAuthority(answers)}
              askOnDraw={askTpa && !loading && !noticeShown && dialog === null && !overtaken}
              onAsked={() => setAskTpa(false)}
            />
          </DrawnInTurn>
          {noRegistration ? (
            <DrawnInTurn>
              <forms.RegistrationCheck
                abiCode={risk.vehicle?.abi_code}
                editPath={editPath}
                onConfirm={(van) => void confirmRegistration(van)}
              />
            </DrawnInTurn>
          ) : null}
          {showConfirmed ? (
            <p ref={confirmedNote} tabIndex={-1} className="price-confirmed">
              {priceCopy(priceText.registration.confirmed, { registration: confirmedRegistration })}
            </p>
          ) : null}
          {cameThroughPartner(source) ? <SpecialOffers /> : null}
          <div className="page__actions price-page__actions">
            <Link className="button button--secondary" to={editPath}>
              {text.back}
            </Link>
            <button
              type="button"
              className="button button--primary"
              disabled={blocked !== undefined}
              aria-describedby={blocked ? 'price-continue-blocked' : undefined}
              onClick={() => void onContinue()}
            >
              {text.continue}
            </button>
          </div>
          {blocked ? (
            <p id="price-continue-blocked" className="price-note">
              {blocked}
            </p>
          ) : null}
        </>
      ) : (
        // A screen's height kept for them, so nothing below moves when they come.
        <div className="page-arriving" aria-hidden="true" />
      )}
      {forms && dialog === 'expired' ? (
        <forms.ExpiredStartDateModal
          onClose={() => setDialog(null)}
          onSubmit={async (startDate) => {
            if (await requoteWith(proposal, { start_date: startDate })) setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'ncd' ? <NcdProtectionModal onClose={() => setDialog(null)} /> : null}
      {overtaken ? (
        <NoticeModal
          title={priceText.modals.changedElsewhere.title}
          paragraphs={priceText.modals.changedElsewhere.paragraphs}
          button={priceText.modals.changedElsewhere.button}
          onClose={() => setOvertaken(false)}
        />
      ) : null}
      <PriceNotices proposal={proposal} held={dialog !== null || overtaken} onShowing={setNoticeShown} />
      {aside ? createPortal(<QuoteBasket quote={quote} paysMonthly={payMonthly} />, aside) : null}
    </div>
  );
}
