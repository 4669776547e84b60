import { useId } from 'react';
import { TickIcon } from '../../assets/icons';
import { AnswerButtons } from './AddonCard';
import { breakdownFeatures, type AddonOffer } from './addonCatalogue';
import type { Selections } from './addonSelection';
import { extrasText } from './extrasText';
import { formatMoney } from '../money';

const text = extrasText.addons;

/**
 * The breakdown tiers side by side: a column per tier, a row per feature (journey/addons.json),
 * the price per year and the answer buttons. The table scrolls sideways on a narrow screen.
 */
export function BreakdownTable({
  tiers,
  selections,
  onChoose,
  onDecline,
}: {
  tiers: readonly AddonOffer[];
  selections: Selections;
  onChoose: (code: string) => void;
  onDecline: (code: string) => void;
}) {
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
