import { deepEquals } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { journeyRules } from '../../../journey/src/rules/journeyRules';
import { pathFor } from '../../../journey/src/pathFor';
import { JourneyForm } from '../../engine/form/JourneyForm';
import { Modal } from '../../engine/form/Modal';
import type { FormDocument } from '../../engine/form/types';
import type { Proposal } from '../api/apiTypes';
import { requestQuote, runBotCheck } from '../api/lookupApi';
import { createProposal, getProposal, updateProposal } from '../api/proposalApi';
import { callerHandles } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { journey, pages } from '../journey';
import { useAppDispatch, useAppState } from '../state/useAppState';
import { appWidgets } from '../widgets/appWidgets';
import { clearDraft, draftKey, keepQuoted, writeDraft, type FormDraft } from './formDraft';
import { FormModeContext } from './formMode';
import { stepOutlines } from './formSteps';
import { engineText, formText } from './formText';
import { lookupKnownAnswers } from './lookupKnownAnswers';
import { limitMedicalConditions } from './medicalLimit';
import { rulesOnChange } from './rulesOnChange';
import { type Refusal, refusedStep } from './refusedStep';
import { refusalCodes, saveRefusal } from './saveRefusal';
import { useStepChecks } from './useStepChecks';
import { whenIdle } from './whenIdle';
import { useOptionLists } from './useOptionLists';
import { useStepInUrl } from './useStepInUrl';

/** The journey's rules, applied on every change (skipped when a change touches nothing they read). */
const applyJourneyRules = rulesOnChange(journeyRules);

/** How long after the last change the answers are written to the tab's storage. */
const DRAFT_DELAY_MS = 300;

/** How many steps the form has. */
const stepCount = stepOutlines.length;

/**
 * The seven steps over one proposal: step 1 is saved (created) after the bot check, later steps
 * update it, and the last one asks for the quote and goes to the price, Declined or Exception.
 */
export function ProposalForm({
  initial,
  uuid: givenUuid,
  draft,
}: {
  initial: FormDocument;
  uuid?: string;
  /** The answers kept from before a reload (formDraft), in place of `initial`. */
  draft?: FormDraft | undefined;
}) {
  const { currentStep, furthestStep, botCheckVerified, vehicleFromSearch } = useAppState();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useOptionLists();
  const uuid = useRef(givenUuid ?? draft?.uuid);
  // The answers the form starts from: a proposal another window saved replaces them (a new
  // drawing of the form, `drawn` counting them).
  const [{ answers: startAnswers, drawn }, setStart] = useState(() => ({
    answers: draft?.answers ?? initial,
    drawn: 0,
  }));
  // What the server refused of the last save, on the step that asks it.
  const [refused, setRefused] = useState<Refusal>();
  // Whether the answers shown are another window's, loaded after this one's save was refused:
  // said until this window saves.
  const [overtaken, setOvertaken] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (drawn > 0) notice.current?.focus();
  }, [drawn]);
  const answers = useRef(startAnswers);
  const savedAnswers = useRef(draft?.saved ?? initial);
  const key = draftKey(givenUuid);
  useStepInUrl(currentStep, furthestStep, stepCount);
  const [sorry, setSorry] = useState(false);
  const checks = useStepChecks(currentStep);
  const lastOpen = currentStep === stepCount - 1;
  const lastChecks = lastOpen ? checks.get(currentStep) : undefined;
  // While the last step is open, what its button leads to is made ready in idle time: the price
  // page's code and its forms' are fetched and run, and the step's checks run once over the
  // answers (the browser compiles the step's large validator on its first use, some 70 ms on a
  // phone), so pressing it waits for little more than the save and the quote.
  useEffect(() => {
    if (!lastOpen) return undefined;
    return whenIdle(() => {
      import('../pages/PricePresentationPage').then(
        (page) => void page.loadPriceForms().catch(() => undefined),
        () => undefined,
      );
    });
  }, [lastOpen]);
  useEffect(() => {
    if (!lastChecks) return undefined;
    return whenIdle(() => void lastChecks.validate(answers.current));
  }, [lastChecks]);
  const editing = givenUuid !== undefined;
  const mode = useMemo(() => ({ editing, stored: initial }), [editing, initial]);
  // A form starts without a vehicle search: one left from an earlier quote says nothing of this van.
  // After a reload the draft's search is this van's. The form reads the search it starts with from
  // its first drawing, never the one left: that one's answers, filled and then forgotten, would
  // take away the same answers stored with the proposal (its seats and body style) unseen.
  const staleSearch = useRef(vehicleFromSearch !== null);
  const draftSearch = useRef(draft?.vehicleFromSearch ?? null);
  const [started, setStarted] = useState(false);
  const search = started ? vehicleFromSearch : draftSearch.current;
  const known = useMemo(() => lookupKnownAnswers(search), [search]);
  useEffect(() => {
    if (draftSearch.current) dispatch({ type: 'vehicleFromSearchSet', vehicle: draftSearch.current });
    else if (staleSearch.current) dispatch({ type: 'vehicleFromSearchSet', vehicle: null });
    setStarted(true);
  }, [dispatch]);

  // The answers so far are kept for a reload; leaving with some unsaved asks first.
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keep = () => {
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    writeDraft(key, {
      answers: answers.current,
      saved: savedAnswers.current,
      ...(uuid.current ? { uuid: uuid.current } : {}),
      furthest: furthestStep,
      vehicleFromSearch,
    });
  };
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => keepRef.current(), [furthestStep, vehicleFromSearch]);
  // A change is kept once the typing pauses, not on every keystroke (the whole document is written
  // each time); leaving or hiding the page, or leaving the form, keeps it at once.
  const keepSoon = () => {
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => keepRef.current(), DRAFT_DELAY_MS);
  };
  useEffect(() => {
    const keepPending = () => {
      if (draftTimer.current !== undefined) keepRef.current();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepPending();
    };
    window.addEventListener('pagehide', keepPending);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepPending);
      document.removeEventListener('visibilitychange', onHidden);
      keepPending();
    };
  }, []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (deepEquals(answers.current, savedAnswers.current)) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const save = useMutation({
    // The step submitted is the step the server holds the proposal to from now on.
    mutationFn: ({ proposal, step }: { proposal: Proposal; step: number }) =>
      uuid.current ? updateProposal(uuid.current, proposal, step) : createProposal(proposal, step),
    // A refused save is answered in the form; only other failures leave it.
    meta: callerHandles(...refusalCodes),
  });
  const quote = useMutation({ mutationFn: requestQuote });
  const botCheck = useMutation({ mutationFn: runBotCheck });

  // A step on its way (its bot check, save and quote): a press of its button meanwhile sends
  // nothing more, where a slow bot check left the page open to a second Continue, and each press
  // created a proposal of its own.
  const sending = useRef(false);
  const onStepValid = async (index: number, data: FormDocument) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const last = index === stepCount - 1;
      dispatch({
        type: 'loadingStarted',
        ...(last ? { message: editing ? pages.loading.updating : pages.loading.calculating } : {}),
      });
      if (index === 0 && !botCheckVerified) {
        if (!(await botCheck.mutateAsync())) {
          dispatch({ type: 'loadingStopped' });
          void navigate(pathFor(journey, 'Exception'));
          return;
        }
        dispatch({ type: 'botCheckVerifiedSet', verified: true });
      }
      // The next step's checks are fetched while this one is saved; after the last, the price
      // page's code is fetched while the proposal is saved and quoted (if it is not yet here).
      if (!last) checks.prepare(index + 1);
      else void import('../pages/PricePresentationPage').catch(() => undefined);
      const saved = await save
        .mutateAsync({ proposal: data as Proposal, step: index + 1 })
        .catch((error: unknown) => answerRefusal(error, index));
      if (!saved) return;
      setRefused(undefined);
      setOvertaken(false);
      uuid.current = saved.uuid ?? uuid.current;
      savedAnswers.current = data;
      if (!last) {
        keep();
        dispatch({ type: 'loadingStopped' });
        dispatch({ type: 'stepOpened', step: index + 1 });
        return;
      }
      // The quote is asked for first and the answers kept while it is on its way (writing the
      // whole document takes a moment); the draft goes once the quote has come.
      const pricing = quote.mutateAsync(uuid.current!);
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => keepRef.current(), 0);
      const priced = await pricing;
      dispatch({ type: 'loadingStopped' });
      // The quote is asked for: what was answered is the stored proposal's now.
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      clearDraft(key);
      if (!editing) keepQuoted(uuid.current!);
      if (priced.is_quoted) {
        // The quote call answers the stored proposal with its quote: the price page draws it at once.
        queryClient.setQueryData(queryKeys.proposal(uuid.current!), priced);
        void navigate(`${pathFor(journey, 'PricePresentation')}?uuid=${encodeURIComponent(uuid.current!)}`);
      } else {
        void navigate(pathFor(journey, 'Declined'));
      }
    } catch {
      // The global failure handler has stopped loading and routed the customer (errors.json).
    } finally {
      sending.current = false;
    }
  };

  /** Answers a refused save in the form (undefined then); any other failure goes on to the app. */
  const answerRefusal = async (error: unknown, index: number): Promise<undefined> => {
    const refusal = saveRefusal(error);
    if (!refusal) throw error;
    if (refusal.kind === 'invalid') {
      const placed = await refusedStep(refusal.errors, index);
      setRefused(placed);
      dispatch({ type: 'stepOpened', step: placed.step });
      return undefined;
    }
    // Another window saved first: its answers are loaded and shown, with a word of why.
    const latest = await queryClient.fetchQuery({
      queryKey: queryKeys.proposal(uuid.current!),
      queryFn: () => getProposal(uuid.current!),
      staleTime: 0,
    });
    const stored = latest as FormDocument;
    answers.current = stored;
    savedAnswers.current = stored;
    setRefused(undefined);
    setOvertaken(true);
    setStart((before) => ({ answers: stored, drawn: before.drawn + 1 }));
    keep();
    return undefined;
  };

  const transform = (previous: FormDocument, next: FormDocument): FormDocument => {
    const { document, refused } = limitMedicalConditions(previous, next);
    if (refused) setSorry(true);
    return applyJourneyRules(previous, document);
  };

  return (
    <FormModeContext value={mode}>
      {overtaken ? (
        <p ref={notice} className="form-notice" role="alert" tabIndex={-1}>
          {formText.changedElsewhere}
        </p>
      ) : null}
      <JourneyForm
        key={drawn}
        refused={refused}
        steps={checks.steps}
        checksFor={checks.get}
        initialData={startAnswers}
        currentStep={currentStep}
        furthestStep={furthestStep}
        onOpenStep={(step) => {
          setRefused(undefined);
          dispatch({ type: 'stepOpened', step });
        }}
        onStepValid={(index, data) => void onStepValid(index, data)}
        transform={transform}
        onChange={(data) => {
          answers.current = data;
          keepSoon();
        }}
        widgets={appWidgets}
        options={options}
        text={engineText}
        known={known}
      />
      {sorry ? (
        // Its Close button is the one a screen reader and the keyboard meet; the cross is the mouse's.
        <Modal title={formText.medicalLimit.title} onClose={() => setSorry(false)}>
          <p>{formText.medicalLimit.text}</p>
          <button type="button" className="button button--primary" onClick={() => setSorry(false)}>
            {formText.medicalLimit.close}
          </button>
        </Modal>
      ) : null}
    </FormModeContext>
  );
}
