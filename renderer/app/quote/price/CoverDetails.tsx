import { Link } from 'react-router';
import type { Proposal } from '../../../../schemas/generated/index';
import { isoToDisplay } from '../../../engine/lib/dateText';
import { classOfUseName, coverTypeName, priceCopy, priceText } from './priceText';

const text = priceText.coverDetails;

type Name = { forenames?: string; surname?: string } | undefined;
const fullName = (name: Name) => [name?.forenames, name?.surname].filter(Boolean).join(' ');

/** The no claims discount as the customer reads it: "6 years (protected)", or "None". */
export function ncdText(proposal: Proposal): string {
  const ncd = proposal.risk?.has_previous_insurance ? proposal.risk.previous_insurance?.ncd : undefined;
  if (!ncd?.years) return text.ncdNone;
  return priceCopy(ncd.is_protected ? text.ncdProtected : text.ncdYears, { years: ncd.years });
}

/** The answers the price rests on, with Edit Details back to the form. */
export function CoverDetails({
  proposal,
  editPath,
  onNcdInfo,
}: {
  proposal: Proposal;
  editPath: string;
  /** Opens the NCD protection facts; absent when they are not offered. */
  onNcdInfo?: () => void;
}) {
  const risk = proposal.risk ?? {};
  const vehicle = risk.vehicle ?? {};
  const drivers = [risk.proposer?.name, ...(risk.additional_drivers ?? []).map((d) => d.name)]
    .map(fullName)
    .filter(Boolean);
  const rows: [string, string][] = [
    [text.van, [vehicle.manufacturer, vehicle.description ?? vehicle.model].filter(Boolean).join(' ')],
    [text.registration, vehicle.registration ?? text.notGiven],
    [text.coverType, coverTypeName(vehicle.cover_type)],
    [text.startDate, isoToDisplay(risk.start_date)],
    [text.use, classOfUseName(vehicle.class_of_use)],
    [text.drivers, drivers.join(', ')],
  ];
  return (
    <section className="price-section" aria-labelledby="price-cover-heading">
      <h2 id="price-cover-heading">{text.heading}</h2>
      <dl className="price-details">
        {rows.map(([label, value]) => (
          <div key={label} className="price-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="price-details__row">
          <dt>{text.ncd}</dt>
          <dd>
            {ncdText(proposal)}
            {onNcdInfo ? (
              <>
                {' '}
                <button type="button" className="button--link price-details__info" onClick={onNcdInfo}>
                  {text.ncdInfo}
                </button>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <Link className="button button--secondary" to={editPath}>
        {text.edit}
      </Link>
    </section>
  );
}
