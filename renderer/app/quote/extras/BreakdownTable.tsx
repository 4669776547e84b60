import { useId } from 'react';
import { TickIcon } from '../../assets/icons';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { DocumentLink } from '../DocumentLink';
import { AnswerButtons } from './AddonCard';
import { breakdownFeatures, type AddonOffer } from './addonCatalogue';
import type { Selections } from './addonSelection';
import { extrasText } from './extrasText';
import { formatMoney } from '../money';

const text = extrasText.addons;

interface TierProps {
  tiers: readonly AddonOffer[];
  selections: Selections;
  onChoose: (code: string) => void;
  onDecline: (code: string) => void;
}

/**
 * The tiers' documents, each address once: the IPID and wording most tiers share, and a tier's
 * own wording (the European one) named after its tier.
 */
export function breakdownDocuments(tiers: readonly AddonOffer[]): { href: string; label: string }[] {
  const links = new Map<string, string>();
  const wordings = new Set(tiers.map((tier) => tier.wordingUrl).filter(Boolean));
  for (const tier of tiers) {
    if (tier.ipidUrl && !links.has(tier.ipidUrl)) links.set(tier.ipidUrl, text.ipid);
    if (tier.wordingUrl && !links.has(tier.wordingUrl)) {
      const own = wordings.size > 1 && tiers.filter((t) => t.wordingUrl === tier.wordingUrl).length === 1;
      links.set(tier.wordingUrl, own ? `${text.wording} (${tier.title})` : text.wording);
    }
  }
  return [...links].map(([href, label]) => ({ href, label }));
}

/**
 * The breakdown tiers compared: on a wide screen a table, a column per tier and a row per feature
 * (journey/addons.json), the price per year and the answer buttons; on a phone a card per tier,
 * so nothing scrolls sideways. Then the tiers' documents.
 */
export function BreakdownTable(props: TierProps) {
  const narrow = useNarrowScreen();
  const documents = breakdownDocuments(props.tiers);
  return (
    <>
      {narrow ? <BreakdownCards {...props} /> : <BreakdownColumns {...props} />}
      {documents.length > 0 ? (
        <>
          <h3 className="breakdown-documents__heading">{text.breakdownDocuments}</h3>
          <ul className="addon-card__links breakdown-documents">
            {documents.map(({ href, label }) => (
              <li key={href}>
                <DocumentLink href={href}>{label}</DocumentLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function BreakdownCards({ tiers, selections, onChoose, onDecline }: TierProps) {
  const features = breakdownFeatures(tiers);
  return (
    <ul className="breakdown-cards" aria-label={text.breakdownCaption}>
      {tiers.map((tier) => (
        <li
          key={tier.code}
          className={`breakdown-card${selections[tier.code] === true ? ' breakdown-card--chosen' : ''}`}
        >
          <h3 className="breakdown-card__title">{tier.title}</h3>
          <ul className="breakdown-card__features">
            {features.map((feature) =>
              tier.features.includes(feature.code) ? (
                <li key={feature.code} className="breakdown-card__yes">
                  <TickIcon /> {feature.text}
                </li>
              ) : (
                <li key={feature.code} className="breakdown-card__no">
                  <span aria-hidden="true">–</span>{' '}
                  <span className="visually-hidden">{text.notIncluded}:</span> {feature.text}
                </li>
              ),
            )}
          </ul>
          <p className="breakdown-card__price">
            {text.priceRow}: <strong>{formatMoney(tier.premium)}</strong>
          </p>
          <div className="breakdown-card__choice">
            <AnswerButtons
              title={tier.title}
              answer={selections[tier.code] ?? null}
              onAdd={() => onChoose(tier.code)}
              onDecline={() => onDecline(tier.code)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function BreakdownColumns({ tiers, selections, onChoose, onDecline }: TierProps) {
  const captionId = useId();
  const features = breakdownFeatures(tiers);
  return (
    <div className="breakdown-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="breakdown-table">
        <caption id={captionId}>{text.breakdownCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.featureColumn}</th>
            {tiers.map((tier) => (
              <th
                key={tier.code}
                scope="col"
                className={selections[tier.code] === true ? 'breakdown-table__chosen' : undefined}
              >
                {tier.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.code}>
              <th scope="row">{feature.text}</th>
              {tiers.map((tier) =>
                tier.features.includes(feature.code) ? (
                  <td key={tier.code} className="breakdown-table__yes">
                    <TickIcon />
                    <span className="visually-hidden">{text.included}</span>
                  </td>
                ) : (
                  <td key={tier.code} className="breakdown-table__no">
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">{text.notIncluded}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
          <tr>
            <th scope="row">{text.priceRow}</th>
            {tiers.map((tier) => (
              <td key={tier.code} className="breakdown-table__price">
                {formatMoney(tier.premium)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{text.choiceRow}</th>
            {tiers.map((tier) => (
              <td key={tier.code} className="breakdown-table__choice">
                <AnswerButtons
                  title={tier.title}
                  answer={selections[tier.code] ?? null}
                  onAdd={() => onChoose(tier.code)}
                  onDecline={() => onDecline(tier.code)}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
