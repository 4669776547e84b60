import type { LoadedQuoteProposal } from '../useQuoteProposal';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddonSelection } from '../../../../schemas/generated/index';
import { callerHandles } from '../../api/queryClient';
import { selectAddons } from '../../api/quoteApi';
import { pages } from '../../journey';
import { PageHeading } from '../../pages/PageHeading';
import { useAppDispatch } from '../../state/useAppState';
import { ChangedElsewhereNotice, isOvertaken, useReadLatest } from '../ChangedElsewhere';
import { AddonCard } from './AddonCard';
import { breakdownOffers, coverOffers } from './addonCatalogue';
import {
  allAnswered,
  answerCover,
  chooseTier,
  deselect,
  selectionRequest,
  selectionsChanged,
  selectionsOf,
} from './addonSelection';
import { Basket } from './Basket';

import { basketFor } from './basketFor';
import { BreakdownTable } from './BreakdownTable';
import { extrasText } from './extrasText';
import { isReferred, paysMonthly } from './proposalFlags';

const text = extrasText.addons;

/**
 * The add-ons of a quoted proposal: a card per optional cover, the breakdown comparison and the
 * basket. Continue (and Back) send the answers when they changed, which makes the quote again;
 * they hold to the quote the page shows: when another window changed it first, the latest is
 * read and `onOvertaken` told (the page draws the chooser afresh, `overtaken` times, saying so).
 */
export function AddonsChooser({
  uuid,
  proposal,
  setProposal,
  pathTo,
  overtaken,
  onOvertaken,
}: LoadedQuoteProposal & { overtaken: number; onOvertaken: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const quote = useMemo(() => proposal.quote ?? {}, [proposal]);
  const addons = useMemo(() => quote.addons ?? [], [quote]);
  const original = useMemo(() => selectionsOf(addons), [addons]);
  const [selections, setSelections] = useState(original);
  const covers = useMemo(() => coverOffers(addons), [addons]);
  const tiers = useMemo(() => breakdownOffers(addons), [addons]);
  const [openCodes, setOpenCodes] = useState<ReadonlySet<string>>(() => {
    const first = covers.find((c) => original[c.code] === null) ?? covers[0];
    return new Set(first ? [first.code] : []);
  });
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const breakdownHeading = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const ids = { covers: useId(), breakdown: useId(), hint: useId() };
  const monthly = paysMonthly(proposal);
  const changed = selectionsChanged(selections, original);
  const complete = allAnswered(
    selections,
    covers.map((c) => c.code),
  );
  const basket = basketFor(quote, selections, original, monthly);

  useEffect(() => {
    dispatch({ type: 'addonsChangedSet', changed });
  }, [changed, dispatch]);

  const save = useMutation({
    mutationFn: (body: AddonSelection[]) => selectAddons(uuid, body),
    meta: callerHandles('conflict'),
  });
  const readLatest = useReadLatest();

  const leave = async (to: 'Summary' | 'PricePresentation') => {
    if (!changed) {
      void navigate(pathTo(to));
      return;
    }
    dispatch({ type: 'loadingStarted', message: pages.loading.updating });
    try {
      const answer = await save.mutateAsync(selectionRequest(addons, selections));
      setProposal(answer);
      dispatch({ type: 'addonsChangedSet', changed: false });
      dispatch({ type: 'loadingStopped' });
      void navigate(isReferred(answer) ? pathTo('SiraDeclined') : pathTo(to));
    } catch (error) {
      // The global failure handler has stopped loading and routed the customer (errors.json), but
      // for a conflict: nothing was chosen, and the latest quote is shown.
      if (isOvertaken(error) && (await readLatest(uuid))) onOvertaken();
    }
  };

  const setOpen = (code: string, open: boolean) =>
    setOpenCodes((codes) => {
      const next = new Set(codes);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });

  const next = (index: number) => {
    const current = covers[index];
    const following = covers[index + 1];
    if (current) setOpen(current.code, false);
    if (following) {
      setOpen(following.code, true);
      toggles.current.get(following.code)?.focus();
    } else if (tiers.length > 0) {
      breakdownHeading.current?.focus();
    } else {
      continueButton.current?.focus();
    }
  };

  return (
    <div className="extras-layout quote-layout">
      <div className="page extras-page">
        <PageHeading route="Addons" />
        <ChangedElsewhereNotice text={text.changedElsewhere} times={overtaken} />
        {covers.length > 0 ? (
          <section className="extras-section" aria-labelledby={ids.covers}>
            <h2 id={ids.covers}>{text.coversHeading}</h2>
            <p>{text.coversIntro}</p>
            <ul className="addon-cards" aria-labelledby={ids.covers}>
              {covers.map((offer, index) => (
                <AddonCard
                  key={offer.code}
                  offer={offer}
                  answer={selections[offer.code] ?? null}
                  open={openCodes.has(offer.code)}
                  onToggle={() => setOpen(offer.code, !openCodes.has(offer.code))}
                  onAnswer={(answer) => setSelections((s) => answerCover(s, offer.code, answer))}
                  onNext={() => next(index)}
                  toggleRef={(element) => {
                    if (element) toggles.current.set(offer.code, element);
                    else toggles.current.delete(offer.code);
                  }}
                />
              ))}
            </ul>
          </section>
        ) : null}
        <section className="extras-section" aria-labelledby={ids.breakdown} hidden={tiers.length === 0}>
          <h2 id={ids.breakdown} ref={breakdownHeading} tabIndex={-1}>
            {text.breakdownHeading}
          </h2>
          <p>{text.breakdownIntro}</p>
          <BreakdownTable
            tiers={tiers}
            selections={selections}
            onChoose={(code) => setSelections((s) => chooseTier(s, code))}
            onDecline={(code) => setSelections((s) => deselect(s, code))}
          />
        </section>
      </div>
      <Basket
        basket={basket}
        paysMonthly={monthly}
        onRemove={(code) => setSelections((s) => deselect(s, code))}
      />
      {/* After the basket, so that on a phone (one column) the total is passed before Continue. */}
      <div className="extras-footer">
        <div className="page__actions extras-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void leave('PricePresentation')}
          >
            {text.back}
          </button>
          <button
            ref={continueButton}
            type="button"
            className="button button--primary"
            disabled={!complete}
            aria-describedby={complete ? undefined : ids.hint}
            onClick={() => void leave('Summary')}
          >
            {text.continue}
          </button>
        </div>
        {complete ? null : (
          <p id={ids.hint} className="extras-hint">
            {text.continueHint}
          </p>
        )}
      </div>
    </div>
  );
}
