import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../schemas/generated/index';
import { normalisePostcode } from '../../../schemas/src/formats/ukPostcode';
import { describedBy, useFormStatus } from '../../engine/form/FormStatusContext';
import { getAt } from '../../engine/lib/paths';
import { showTyped } from '../../engine/lib/showTyped';
import { useMessageStandIn } from '../../engine/templates/messageStandIn';
import type { WidgetTraits } from '../../engine/widgets/widgetTraits';
import { findAddresses } from '../api/lookupApi';
import { postcodeTyped } from './PostcodeWidget';
import { useFormMode } from '../form/formMode';
import { formText } from '../form/formText';
import { searchOnEnter } from './searchOnEnter';

type AddressText = typeof formText.address;
const lines = (a: Address) =>
  [a.line_1, a.line_2, a.line_3, a.line_4, a.line_5, a.postcode].filter(Boolean).join(', ');
const samePostcode = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b && normalisePostcode(a) === normalisePostcode(b));

/**
 * The address by postcode: 'Find address' asks GET /api/address, the customer picks one from the
 * list, and the chosen address (lines and postcode) becomes the answer. A new postcode drops the
 * chosen address, so it must be chosen again from a new search. When editing a stored proposal the
 * choice is not asked again (the specification's edit variant): the stored lines stay with the
 * postcode typed, until the customer searches and picks another. A failed search is only logged:
 * nothing is shown, not even 'no addresses' (that is for a search that found none).
 *
 * Everything shown follows the answer: the postcode typed is the answer's, and a search's list
 * shows while the answer's postcode is the one searched. Drawn afresh (the step opened again),
 * the widget shows the chosen address, not an old list.
 */
export function PostcodeAddressWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled } = props;
  // The journey's words (form.json address), each of which ui:options.text may word for this
  // address: the account holder's list is "Select the account holder's address", not "your".
  const text: AddressText = {
    ...formText.address,
    ...(props.options.text as Partial<AddressText> | undefined),
  };
  const status = useFormStatus();
  const mode = useFormMode();
  const address = (value ?? {}) as Address;
  const postcode = address.postcode ?? '';
  const path = (props.fieldPath as string | undefined) ?? '';
  const stored = mode.editing ? (getAt(mode.stored, path) as Address | undefined) : undefined;
  const [search, setSearch] = useState<{ postcode: string; addresses: Address[] } | null>(null);
  const results = search && samePostcode(search.postcode, postcode) ? search.addresses : null;
  const [busy, setBusy] = useState(false);
  // A search that found nothing says so; 'select it from the list' beside it would not help.
  const noneFound = results !== null && results.length === 0;
  useMessageStandIn(noneFound);
  const postcodeId = `${id}_postcode`;
  const listId = `${id}_line_1`;
  const postcodeMessage = status.messageFor(postcodeId);
  // The button is disabled while it searches, which takes the focus from it: once the search has
  // answered, the list found takes it, or the button again (no addresses, or a failed search).
  // A search asked for by Enter in the postcode gives the list the focus too, and leaves the focus
  // in the postcode when nothing was found.
  const findButton = useRef<HTMLButtonElement>(null);
  const postcodeInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLSelectElement>(null);
  const refocus = useRef<Element | null>(null);
  useEffect(() => {
    const from = refocus.current;
    if (busy || !from) return;
    refocus.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === from;
    if (lost) (list.current ?? (from === findButton.current ? findButton.current : null))?.focus();
  }, [busy, search]);
  const findable = !disabled && !busy && Boolean(postcode.trim());
  const find = async () => {
    const searched = postcode;
    const active = document.activeElement;
    refocus.current = active === findButton.current || active === postcodeInput.current ? active : null;
    setBusy(true);
    status.touch(postcodeId);
    try {
      setSearch({ postcode: searched, addresses: (await findAddresses(searched)).addresses });
    } catch (error) {
      console.error(error);
      setSearch(null);
    } finally {
      setBusy(false);
    }
  };
  const typed = (next: string) => {
    if (stored?.line_1 && samePostcode(next, stored.postcode)) onChange({ ...stored });
    else if (stored?.line_1 && next) onChange({ ...(address.line_1 ? address : stored), postcode: next });
    else onChange(next ? { postcode: next } : undefined);
  };
  return (
    <div className="address-lookup">
      <label htmlFor={postcodeId} className="field-label">
        {text.postcodeLabel}
      </label>
      <div className="inline-controls">
        <input
          ref={postcodeInput}
          id={postcodeId}
          className={`input${postcodeMessage ? ' input--invalid' : ''}`}
          type="text"
          autoComplete="postal-code"
          value={postcode}
          disabled={disabled}
          aria-invalid={postcodeMessage ? true : undefined}
          aria-describedby={describedBy(id, false, !noneFound && status.messagesWithin(id).length > 0)}
          onChange={(e) => {
            const shown = postcodeTyped(e.target.value);
            showTyped(e.target, shown);
            typed(shown);
          }}
          onKeyDown={searchOnEnter(find, findable)}
          onBlur={() => onBlur(postcodeId, postcode)}
        />
        <button
          ref={findButton}
          type="button"
          className="button button--secondary"
          disabled={!findable}
          onClick={find}
        >
          {text.find}
        </button>
      </div>
      {/* Always there, so that a screen reader reads out 'no addresses' as it arrives in it. */}
      <div role="status">{noneFound ? <p className="field-note">{text.noResults}</p> : null}</div>
      {results && results.length > 0 ? (
        <>
          <label htmlFor={listId} className="field-label">
            {text.results}
          </label>
          <select
            ref={list}
            id={listId}
            className="input select"
            value={results.findIndex((r) => lines(r) === lines(address))}
            onChange={(e) => {
              const chosen = results[Number(e.target.value)];
              if (chosen) onChange({ ...chosen });
            }}
          >
            <option value={-1}>{formText.engine.choose}</option>
            {results.map((r, i) => (
              <option key={lines(r)} value={i}>
                {lines(r)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {address.line_1 && !results ? <p className="address-chosen">{lines(address)}</p> : null}
    </div>
  );
}

// Several controls (a search and its results), so the question is the group's legend.
PostcodeAddressWidget.traits = { frame: 'group' } satisfies WidgetTraits;
