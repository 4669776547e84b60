import type { Ref } from 'react';
import { useOptions } from '../../engine/form/OptionsContext';
import { engineText, formText } from '../form/formText';

const text = formText.vehicle;

/**
 * The van found: registration, make, model, year, engine size, transmission and fuel. It can take
 * the focus (not by Tab) so that a keyboard or screen-reader customer is brought to the van found.
 */
export function VehicleCard({
  vehicle,
  fuelList,
  transmissionList,
  cardRef,
}: {
  vehicle: Record<string, unknown>;
  fuelList?: string;
  transmissionList?: string;
  cardRef?: Ref<HTMLDListElement>;
}) {
  const fuels = useOptions(fuelList);
  const transmissions = useOptions(transmissionList);
  // A code its list does not have reads 'Unknown'; nothing is shown until the list is here.
  const named = (list: readonly { name: string; value: string }[], value: unknown) =>
    value === undefined || value === null || value === '' || list.length === 0
      ? ''
      : (list.find((o) => o.value === String(value))?.name ?? engineText.unknownOption);
  const rows: [string, string][] = [
    [text.registration, String(vehicle.registration ?? '')],
    [text.make, String(vehicle.manufacturer ?? '')],
    [text.model, String(vehicle.description ?? vehicle.model ?? '')],
    [text.year, String(vehicle.year ?? '')],
    [text.engineSize, vehicle.engine_size === undefined ? '' : `${String(vehicle.engine_size)}cc`],
    [text.transmission, named(transmissions, vehicle.transmission)],
    [text.fuel, named(fuels, vehicle.fuel_type)],
  ];
  return (
    <dl ref={cardRef} className="vehicle-card" aria-live="polite" tabIndex={-1}>
      {rows
        .filter(([, v]) => v)
        .map(([label, v]) => (
          <div key={label} className="vehicle-card-row">
            <dt>{label}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
