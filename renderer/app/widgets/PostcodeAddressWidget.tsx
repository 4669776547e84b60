import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { Address } from '../../../schemas/generated/index';
import { describedBy, useFormStatus } from '../../engine/form/FormStatusContext';
import { findAddresses } from '../api/lookupApi';
import { formText } from '../form/formText';

const text = formText.address;

/**
 * The last search of each address question, by id: the list must survive RJSF drawing the
 * question afresh (a rule changing the proposal can), or the customer would lose it.
 */
const lastSearch = new Map<string, { postcode: string; addresses: Address[] }>();
const lines = (a: Address) =>
  [a.line_1, a.line_2, a.line_3, a.line_4, a.line_5, a.postcode].filter(Boolean).join(', ');

/**
 * The address by postcode: 'Find address' asks GET /api/address, the customer picks one from the
 * list, and the chosen address (lines and postcode) becomes the answer. A failed search is only
 * logged (the list stays empty), as the specification says.
 */
export function PostcodeAddressWidget({ id, value, onChange, onBlur, disabled }: WidgetProps) {
  const status = useFormStatus();
  const address = (value ?? {}) as Address;
  const [postcode, setPostcode] = useState(address.postcode ?? '');
  const remembered = lastSearch.get(id);
  const [results, setResultsState] = useState<Address[] | null>(
    remembered && remembered.postcode === (address.postcode ?? '') ? remembered.addresses : null,
  );
  const setResults = (addresses: Address[]) => {
    lastSearch.set(id, { postcode, addresses });
    setResultsState(addresses);
  };
  const [busy, setBusy] = useState(false);
  const postcodeId = `${id}_postcode`;
  const listId = `${id}_line_1`;
  const postcodeMessage = status.messageFor(postcodeId);
  const find = async () => {
    setBusy(true);
    status.touch(postcodeId);
    try {
      setResults((await findAddresses(postcode)).addresses);
    } catch (error) {
      console.error(error);
      setResults([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="address-lookup">
      <label htmlFor={postcodeId} className="field-label">
        {text.postcodeLabel}
      </label>
      <div className="inline-controls">
        <input
          id={postcodeId}
          className={`input${postcodeMessage ? ' input--invalid' : ''}`}
          type="text"
          autoComplete="postal-code"
          maxLength={8}
          value={postcode}
          disabled={disabled}
          aria-invalid={postcodeMessage ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(status.messagesWithin(id).length))}
          onChange={(e) => {
            const next = e.target.value.toUpperCase();
            setPostcode(next);
            // A new postcode drops the chosen address: it must be chosen again from the list.
            onChange(next ? { postcode: next } : undefined);
          }}
          onBlur={() => onBlur(postcodeId, postcode)}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || busy || !postcode.trim()}
          onClick={find}
        >
          {text.find}
        </button>
      </div>
      {results && results.length === 0 ? <p className="field-note">{text.noResults}</p> : null}
      {results && results.length > 0 ? (
        <>
          <label htmlFor={listId} className="field-label">
            {text.results}
          </label>
          <select
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
