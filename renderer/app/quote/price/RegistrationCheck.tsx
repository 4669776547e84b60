import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VehicleLookupResult } from '../../../../schemas/generated/index';
import { ukRegistration } from '../../../../schemas/src/formats/ukRegistration';
import { OptionsContext } from '../../../engine/form/OptionsContext';
import { findVehicle } from '../../api/lookupApi';
import { useOptionLists } from '../../form/useOptionLists';
import { PageForm } from '../../forms/PageForm';
import { formText } from '../../form/formText';
import { errorCatalogue } from '../../journey';
import { VehicleCard } from '../../widgets/VehicleCard';
import { registrationOf } from './formValues';
import { priceText } from './priceText';

const text = priceText.registration;
const messages = errorCatalogue.messages;

type Search =
  | { state: 'idle' | 'searching' | 'notFound' | 'mismatch' }
  | { state: 'match'; vehicle: VehicleLookupResult };

/**
 * Registration Number Check, for a quote made without the registration: Find Van (once the text
 * is plate-shaped) looks the van up; the same van as quoted (same ABI code) may be confirmed, a
 * different one gets the mismatch message, none the cannot-find-van message.
 */
export function RegistrationCheck({
  abiCode,
  editPath,
  onConfirm,
}: {
  abiCode: string | undefined;
  editPath: string;
  /** The van found: its registration, and its seats and body style where the lookup knows them. */
  onConfirm: (van: VehicleLookupResult) => void;
}) {
  const lists = useOptionLists();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const lookup = useMutation({ mutationFn: findVehicle });
  const plateShaped = ukRegistration.validate(typed);

  const find = async (registration: string) => {
    setSearch({ state: 'searching' });
    try {
      const [first] = (await lookup.mutateAsync(registration)).vehicles;
      if (!first) setSearch({ state: 'notFound' });
      else if (first.abi_code === abiCode) setSearch({ state: 'match', vehicle: first });
      else setSearch({ state: 'mismatch' });
    } catch {
      // Logged by the failure handler; errors.json keeps the customer here.
      setSearch({ state: 'notFound' });
    }
  };

  return (
    <section className="price-section" aria-labelledby="price-registration-heading">
      <h2 id="price-registration-heading">{text.heading}</h2>
      <p>{text.text}</p>
      <PageForm
        name="registration-check"
        initialData={{ risk: { vehicle: {} } }}
        onChange={(data) => {
          setTyped(registrationOf(data) ?? '');
          setSearch({ state: 'idle' });
        }}
        onValid={(data) => {
          if (search.state !== 'searching') void find(registrationOf(data) ?? '');
        }}
        actions={
          <div className="price-actions">
            {/* aria-disabled, not disabled, while it searches: a disabled button loses the focus. */}
            <button
              type="submit"
              className="button button--primary"
              disabled={!plateShaped}
              aria-disabled={search.state === 'searching' || undefined}
            >
              {text.find}
            </button>
          </div>
        }
      />
      <div aria-live="polite">
        {search.state === 'match' ? (
          <div className="price-found">
            <p>{text.found}</p>
            <OptionsContext value={lists}>
              <VehicleCard
                vehicle={{ ...search.vehicle }}
                fuelList="vehicle_fuel_type"
                transmissionList="vehicle_transmission"
              />
            </OptionsContext>
            <button
              type="button"
              className="button button--primary"
              onClick={() => onConfirm(search.vehicle)}
            >
              {text.confirm}
            </button>
          </div>
        ) : null}
        {search.state === 'mismatch' || search.state === 'notFound' ? (
          <div className="price-problem">
            {search.state === 'mismatch' ? (
              <p>{messages.registrationMismatch as string}</p>
            ) : (
              <>
                <p>{formText.vehicle.notFoundTitle}</p>
                {/* Not the form's "enter your van details manually": this page has no manual search. */}
                <p>{text.notFound}</p>
              </>
            )}
            <Link className="button button--secondary" to={editPath}>
              {text.edit}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
