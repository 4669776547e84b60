import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { ManualLookupResult, VehicleLookupResult } from '../../../schemas/generated/index';
import { ukRegistration } from '../../../schemas/src/formats/ukRegistration';
import { useFormStatus } from '../../engine/form/FormStatusContext';
import type { WidgetTraits } from '../../engine/widgets/widgetTraits';
import { showTyped } from '../../engine/lib/showTyped';
import { FieldMessage } from '../../engine/templates/FieldMessage';
import { findVehicle } from '../api/lookupApi';
import { formText } from '../form/formText';
import type { VehicleFromSearch } from '../state/appState';
import { useAppDispatch, useAppState } from '../state/useAppState';
import { ManualVehicleLookup } from './ManualVehicleLookup';
import { searchOnEnter } from './searchOnEnter';
import { VehicleCard } from './VehicleCard';

const text = formText.vehicle;
type Vehicle = Record<string, unknown>;
/** What the customer is doing that the answers do not show yet. */
type Pending = 'searching' | 'notFound' | 'repicking';
/** Where the focus goes once what the customer did is drawn: the button pressed has gone with it. */
type FocusTarget = 'card' | 'notFound' | 'registration' | 'manual';

/**
 * What a lookup answers about the van. Seats and body style are not among them: the app hands
 * them to the form as known answers (vehicleFromSearch), which asks them when they are unknown.
 */
function fromSearch(found: VehicleLookupResult): Vehicle {
  const { seats: _seats, body_style: _bodyStyle, ...rest } = found;
  return rest;
}

function fromManual(found: ManualLookupResult, year: number): Vehicle {
  return {
    manufacturer: found.manufacturer,
    model: found.model,
    ...(found.description ? { description: found.description } : {}),
    fuel_type: found.fuel_type,
    transmission: found.transmission_cdl,
    engine_size: found.engine_size,
    year,
    abi_code: found.abi_code,
  };
}

/** Which van the answers hold: a change of it ends whatever the customer was doing with the last. */
const vehicleKey = (vehicle: Vehicle) =>
  `${String(vehicle.has_registration)}|${String(vehicle.abi_code ?? '')}|${String(vehicle.registration ?? '')}`;

/**
 * The van: by registration (Find Van once the text is plate-shaped, then the summary card, or the
 * not-found message with Try Again) or by the manual cascade; only the looked-up answers change.
 * What is shown follows the answers (a van found shows its card, also when the step is opened
 * again); only a search under way, a van not found and a manual pick again are the widget's own.
 */
export function VehicleLookupWidget({ id, value, onChange, options }: WidgetProps) {
  const vehicle = (value ?? {}) as Vehicle;
  // The most letters and digits a registration takes as typed (the journey's ui:options), no limit without one.
  const longest = typeof options.registrationLength === 'number' ? options.registrationLength : undefined;
  const dispatch = useAppDispatch();
  const searched = useAppState().vehicleFromSearch !== null;
  const status = useFormStatus();
  const key = vehicleKey(vehicle);
  const [pendingState, setPending] = useState<{ pending: Pending; key: string } | null>(null);
  const pending = pendingState?.key === key ? pendingState.pending : null;
  const lookedUp = vehicle.has_registration === true && typeof vehicle.abi_code === 'string';
  // The search's seats and body style belong to the van it found. They are told to the app once
  // the answers hold that van (the form then stops asking them), and forgotten once the answers
  // hold a van chosen by hand, or no answer to has_registration. While the customer looks for
  // another registration (Find another registration, a van not found, Try Again) they stay: the
  // seats and body style are not asked empty in the meantime, each with its message after a
  // failed Continue, and they are replaced by the next van found (asked when it does not know them).
  const found = useRef<{ abiCode: unknown; vehicle: VehicleFromSearch } | null>(null);
  const awaitingAnother = vehicle.has_registration === true && vehicle.abi_code === undefined;
  useEffect(() => {
    const search = found.current;
    if (lookedUp && search && search.abiCode === vehicle.abi_code) {
      dispatch({ type: 'vehicleFromSearchSet', vehicle: search.vehicle });
      found.current = null;
    } else if (!lookedUp && !awaitingAnother && searched) {
      dispatch({ type: 'vehicleFromSearchSet', vehicle: null });
    }
  }, [lookedUp, awaitingAnother, vehicle.abi_code, searched, dispatch]);
  // The button pressed goes with what it replaces (Find Van with the search, Try Again with the
  // message, the links with the card), which leaves the focus on the page: once what follows is
  // drawn, its first control takes it (the van found: its card, read out), unless the customer has
  // moved it elsewhere meanwhile. The manual lookup focuses its first choice itself, once loaded.
  const focusNext = useRef<FocusTarget | null>(null);
  const card = useRef<HTMLDListElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const registrationInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    // Handed to the manual lookup as it is drawn.
    if (target === 'manual' && vehicle.has_registration === false) focusNext.current = null;
    if (!target || target === 'manual') return;
    const element = { card, notFound: tryAgain, registration: registrationInput }[target].current;
    if (!element) return;
    focusNext.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) element.focus();
  });
  const lookupFields = (options.lookupFields as string[] | undefined) ?? [];
  const message = lookupFields.map((f) => status.messageFor(`${id}_${f}`)).find(Boolean);
  const fuelList = typeof options.fuelList === 'string' ? options.fuelList : undefined;
  const transmissionList =
    typeof options.transmissionList === 'string' ? options.transmissionList : undefined;
  const cleared = () =>
    Object.fromEntries(Object.entries(vehicle).filter(([k]) => !lookupFields.includes(k)));
  if (vehicle.has_registration === undefined || vehicle.has_registration === null) return null;
  const registration = String(vehicle.registration ?? '');
  const find = async () => {
    focusNext.current = null;
    setPending({ pending: 'searching', key });
    try {
      const [first] = (await findVehicle(registration)).vehicles;
      // No van for this registration is an answer, not a fault: say so to the customer only.
      if (!first) {
        focusNext.current = 'notFound';
        setPending({ pending: 'notFound', key });
        return;
      }
      found.current = {
        abiCode: first.abi_code,
        vehicle: {
          doors: first.doors ?? null,
          seats: Number.parseInt(first.seats ?? '', 10) || null,
          body_style: first.body_style ?? null,
        },
      };
      focusNext.current = 'card';
      onChange({ ...cleared(), ...fromSearch(first) });
      setPending(null);
    } catch (error) {
      console.error(error);
      focusNext.current = 'notFound';
      setPending({ pending: 'notFound', key });
    }
  };
  const errorId = `${id}__error`;
  // Announced on its own, or by the step's error summary once that lists it (FieldMessage).
  const error = message ? <FieldMessage id={errorId} message={message} /> : null;
  // The controls that answer the message are described by it: the focus goes to the first of them
  // (the widget's box has the lookup's id, which its answers' messages lead to).
  const describedBy = message ? errorId : undefined;
  if (vehicle.has_registration === false) {
    const confirmed = typeof vehicle.abi_code === 'string' && pending !== 'repicking';
    return (
      <div id={id} className="vehicle-lookup">
        {confirmed ? (
          <>
            <VehicleCard
              vehicle={vehicle}
              fuelList={fuelList}
              transmissionList={transmissionList}
              cardRef={card}
            />
            <button
              type="button"
              className="button button--link"
              aria-describedby={describedBy}
              onClick={() => {
                focusNext.current = 'manual';
                setPending({ pending: 'repicking', key });
              }}
            >
              {text.findManually}
            </button>
          </>
        ) : (
          <ManualVehicleLookup
            id={id}
            takeFocus={focusNext.current === 'manual'}
            describedBy={describedBy}
            onConfirm={(found, year) => {
              focusNext.current = 'card';
              onChange({ ...cleared(), ...fromManual(found, year) });
              setPending(null);
            }}
          />
        )}
        {error}
      </div>
    );
  }
  const plateShaped = ukRegistration.validate(registration.replace(/\s+/g, '').toUpperCase());
  const findable = plateShaped && pending !== 'searching';
  const goManual = () => {
    focusNext.current = 'manual';
    setPending(null);
    onChange({ ...cleared(), has_registration: false });
  };
  const startAgain = () => {
    focusNext.current = 'registration';
    setPending(null);
    onChange({ ...cleared(), has_registration: true });
  };
  return (
    <div id={id} className="vehicle-lookup">
      {lookedUp ? (
        <>
          <VehicleCard
            vehicle={vehicle}
            fuelList={fuelList}
            transmissionList={transmissionList}
            cardRef={card}
          />
          <div className="inline-controls">
            <button
              type="button"
              className="button button--link"
              aria-describedby={describedBy}
              onClick={startAgain}
            >
              {text.findAnother}
            </button>
            <button
              type="button"
              className="button button--link"
              aria-describedby={describedBy}
              onClick={goManual}
            >
              {text.findManually}
            </button>
          </div>
        </>
      ) : pending === 'notFound' ? (
        <div className="vehicle-not-found" role="alert">
          <p>{text.notFoundTitle}</p>
          <p>{text.notFoundText}</p>
          <div className="inline-controls">
            <button ref={tryAgain} type="button" className="button button--secondary" onClick={startAgain}>
              {text.tryAgain}
            </button>
            <button type="button" className="button button--link" onClick={goManual}>
              {text.findManually}
            </button>
          </div>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}_registration`} className="field-label">
            {text.registrationLabel}
          </label>
          <div className="inline-controls">
            <input
              ref={registrationInput}
              id={`${id}_registration`}
              className={`input registration-input${message ? ' input--invalid' : ''}`}
              type="text"
              value={registration}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              onKeyDown={searchOnEnter(find, findable)}
              onChange={(e) => {
                // No maxLength on the input: it would cut a pasted "WF19 KXR" before its space goes.
                const plate = e.target.value
                  .toUpperCase()
                  .replace(/[^A-Z0-9]/g, '')
                  .slice(0, longest);
                showTyped(e.target, plate);
                onChange({ ...cleared(), has_registration: true, ...(plate ? { registration: plate } : {}) });
              }}
            />
            <button type="button" className="button button--primary" disabled={!findable} onClick={find}>
              {text.find}
            </button>
          </div>
        </div>
      )}
      {error}
    </div>
  );
}

// Several controls (a search and its results), so the question is the group's legend.
VehicleLookupWidget.traits = { frame: 'group' } satisfies WidgetTraits;
