import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { ManualLookupResult, VehicleLookupResult } from '../../../schemas/generated/index';
import { ukRegistration } from '../../../schemas/src/formats/ukRegistration';
import { useFormStatus } from '../../engine/form/FormStatusContext';
import { findVehicle } from '../api/lookupApi';
import { formText } from '../form/formText';
import { useAppDispatch } from '../state/useAppState';
import { ManualVehicleLookup } from './ManualVehicleLookup';
import { VehicleCard } from './VehicleCard';

const text = formText.vehicle;
type Mode = 'entry' | 'searching' | 'found' | 'notFound' | 'manual' | 'confirmed';
type Vehicle = Record<string, unknown>;

/** What a lookup tells: seats '0' and body style BLANK are unknown, so those are still asked. */
function fromSearch(found: VehicleLookupResult): Vehicle {
  const { seats, body_style, ...rest } = found;
  return {
    ...rest,
    ...(seats && seats !== '0' ? { seats } : {}),
    ...(body_style && body_style !== 'BLANK' ? { body_style } : {}),
  };
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

/**
 * The van: by registration (Find Van once the text is plate-shaped, then the summary card, or the
 * not-found message with Try Again) or by the manual cascade; only the looked-up answers change.
 */
export function VehicleLookupWidget({ id, value, onChange, options }: WidgetProps) {
  const vehicle = (value ?? {}) as Vehicle;
  const dispatch = useAppDispatch();
  const status = useFormStatus();
  const known = typeof vehicle.abi_code === 'string';
  const [mode, setMode] = useState<Mode>(
    known ? (vehicle.has_registration ? 'found' : 'confirmed') : 'entry',
  );
  const [registration, setRegistration] = useState(String(vehicle.registration ?? ''));
  const lookupFields = (options.lookupFields as string[] | undefined) ?? [];
  const message = lookupFields.map((f) => status.messageFor(`${id}_${f}`)).find(Boolean);
  const fuelList = typeof options.fuelList === 'string' ? options.fuelList : undefined;
  const transmissionList =
    typeof options.transmissionList === 'string' ? options.transmissionList : undefined;
  const cleared = () =>
    Object.fromEntries(Object.entries(vehicle).filter(([k]) => !lookupFields.includes(k)));
  const keep = (found: Vehicle) => onChange({ ...cleared(), ...found });
  if (vehicle.has_registration === undefined || vehicle.has_registration === null) return null;
  const manual = vehicle.has_registration === false || mode === 'manual';
  const find = async () => {
    setMode('searching');
    try {
      const [first] = (await findVehicle(registration)).vehicles;
      if (!first) throw new Error('not found');
      keep(fromSearch(first));
      dispatch({
        type: 'vehicleFromSearchSet',
        vehicle: {
          doors: first.doors ?? null,
          seats: Number(first.seats) || null,
          body_style: first.body_style ?? null,
        },
      });
      setMode('found');
    } catch (error) {
      console.error(error);
      setMode('notFound');
    }
  };
  const error = message ? (
    <p id={`${id}__error`} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
  if (manual) {
    return (
      <div className="vehicle-lookup">
        {mode === 'confirmed' ? (
          <>
            <VehicleCard vehicle={vehicle} fuelList={fuelList} transmissionList={transmissionList} />
            <button type="button" className="button button--link" onClick={() => setMode('manual')}>
              {text.findManually}
            </button>
          </>
        ) : (
          <ManualVehicleLookup
            id={id}
            onConfirm={(found, year) => {
              keep(fromManual(found, year));
              setMode('confirmed');
            }}
          />
        )}
        {error}
      </div>
    );
  }
  const plateShaped = ukRegistration.validate(registration.replace(/\s+/g, '').toUpperCase());
  const goManual = () => {
    onChange({ ...cleared(), has_registration: false });
    setMode('manual');
  };
  return (
    <div className="vehicle-lookup">
      {mode === 'found' ? (
        <>
          <VehicleCard vehicle={vehicle} fuelList={fuelList} transmissionList={transmissionList} />
          <div className="inline-controls">
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                onChange({ ...cleared(), has_registration: true });
                setRegistration('');
                setMode('entry');
              }}
            >
              {text.findAnother}
            </button>
            <button type="button" className="button button--link" onClick={goManual}>
              {text.findManually}
            </button>
          </div>
        </>
      ) : mode === 'notFound' ? (
        <div className="vehicle-not-found" role="alert">
          <p>{text.notFoundTitle}</p>
          <p>{text.notFoundText}</p>
          <div className="inline-controls">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setRegistration('');
                onChange({ ...cleared(), has_registration: true });
                setMode('entry');
              }}
            >
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
              id={`${id}_registration`}
              className={`input registration-input${message ? ' input--invalid' : ''}`}
              type="text"
              maxLength={7}
              value={registration}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}__error` : undefined}
              onChange={(e) => {
                const plate = e.target.value
                  .toUpperCase()
                  .replace(/[^A-Z0-9]/g, '')
                  .slice(0, 7);
                setRegistration(plate);
                onChange({ ...cleared(), has_registration: true, ...(plate ? { registration: plate } : {}) });
              }}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={!plateShaped || mode === 'searching'}
              onClick={find}
            >
              {text.find}
            </button>
          </div>
        </div>
      )}
      {error}
    </div>
  );
}
