import { useEffect, useRef, useState } from 'react';
import type { ManualLookupResult, ReferenceListOption } from '../../../schemas/generated/index';
import { manualVehicleChoices } from '../api/lookupApi';
import { formText } from '../form/formText';

const text = formText.vehicle;
const CHOICES = ['manufacturer', 'model', 'fuel_type', 'year'] as const;
type Choice = (typeof CHOICES)[number];
const labels: Record<Choice, string> = {
  manufacturer: text.manufacturer,
  model: text.model,
  fuel_type: text.fuelType,
  year: text.registrationYear,
};

/**
 * The manual lookup: manufacturer, model, fuel type, year (each choice clears the later ones and
 * fetches the next options), then the matching vans and Confirm. A failed call, at any choice, is
 * logged and shows the confirm step with no vans in it. A lookup that failed or found nothing (no
 * vans, or an empty list to choose from) says so, with Try Again, which starts it from the make:
 * an empty list alone left the customer with nothing to do.
 */
export function ManualVehicleLookup({
  id,
  takeFocus = false,
  describedBy,
  onConfirm,
}: {
  id: string;
  /** The id of the lookup's message, when it has one: every choice is described by it. */
  describedBy?: string | undefined;
  /** Opened by a button that went as it opened: its first choice takes the focus once loaded. */
  takeFocus?: boolean;
  onConfirm: (v: ManualLookupResult, year: number) => void;
}) {
  const [chosen, setChosen] = useState<Partial<Record<Choice, string>>>({});
  const [options, setOptions] = useState<Partial<Record<Choice, ReferenceListOption[]>>>({});
  const [vehicles, setVehicles] = useState<ManualLookupResult[] | null>(null);
  const [picked, setPicked] = useState(-1);
  // Bumped by Try Again: the makes are fetched afresh.
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(takeFocus);
  useEffect(() => {
    const first = container.current?.querySelector('select');
    if (!wantsFocus.current || !first) return;
    wantsFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) first.focus();
  }, [options, vehicles]);
  const load = async (query: Partial<Record<Choice, string>>) => {
    const next = CHOICES.find((c) => query[c] === undefined);
    try {
      const answer = await manualVehicleChoices(query);
      if (next) setOptions((o) => ({ ...o, [next]: answer[next] ?? [] }));
      else setVehicles(answer.vehicles ?? []);
    } catch (error) {
      console.error(error);
      setVehicles([]);
    }
  };
  useEffect(() => {
    manualVehicleChoices({})
      .then((answer) => setOptions({ manufacturer: answer.manufacturer ?? [] }))
      .catch((error: unknown) => {
        console.error(error);
        setVehicles([]);
      });
  }, [attempt]);
  const choose = (choice: Choice, value: string) => {
    const index = CHOICES.indexOf(choice);
    const query: Partial<Record<Choice, string>> = {};
    for (const c of CHOICES.slice(0, index)) query[c] = chosen[c];
    if (value) query[choice] = value;
    setChosen(query);
    setOptions((o) => Object.fromEntries(CHOICES.slice(0, index + 1).map((c) => [c, o[c]])));
    setVehicles(null);
    setPicked(-1);
    if (value) void load(query);
  };
  const nothingFound =
    (vehicles !== null && vehicles.length === 0) || CHOICES.some((c) => options[c]?.length === 0);
  const startAgain = () => {
    setChosen({});
    setOptions({});
    setVehicles(null);
    setPicked(-1);
    // The button goes as it is pressed: the make takes the focus once its list is back.
    wantsFocus.current = true;
    setAttempt((n) => n + 1);
  };
  return (
    <div className="manual-lookup" ref={container}>
      {CHOICES.map((choice, index) => {
        const list = options[choice];
        if (!list || (index > 0 && !chosen[CHOICES[index - 1]!])) return null;
        const controlId = `${id}_${choice}`;
        return (
          <div className="field" key={choice}>
            <label htmlFor={controlId} className="field-label">
              {labels[choice]}
            </label>
            <select
              id={controlId}
              className={`input select${describedBy ? ' input--invalid' : ''}`}
              aria-invalid={describedBy ? true : undefined}
              aria-describedby={describedBy}
              value={chosen[choice] ?? ''}
              onChange={(e) => choose(choice, e.target.value)}
            >
              <option value="">{formText.engine.choose}</option>
              {list.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {vehicles ? (
        <div className="field">
          <label htmlFor={`${id}_abi_code`} className="field-label">
            {text.vehicles}
          </label>
          <select
            id={`${id}_abi_code`}
            className={`input select${describedBy ? ' input--invalid' : ''}`}
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            value={picked}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            <option value={-1}>{formText.engine.choose}</option>
            {vehicles.map((v, i) => (
              <option key={v.abi_code} value={i}>
                {v.description ?? `${v.manufacturer} ${v.model}`}
                {v.engine_size ? ` ${v.engine_size}cc` : ''}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            disabled={!vehicles[picked]}
            onClick={() => vehicles[picked] && onConfirm(vehicles[picked], Number(chosen.year))}
          >
            {text.confirm}
          </button>
        </div>
      ) : null}
      {/* Always there, so that a screen reader reads out what arrives in it. */}
      <div role="status">{nothingFound ? <p className="field-note">{text.manualNothingFound}</p> : null}</div>
      {nothingFound ? (
        <button type="button" className="button button--secondary" onClick={startAgain}>
          {text.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
