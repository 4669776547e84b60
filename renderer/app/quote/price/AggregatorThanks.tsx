import { aggregatorLogos } from '../../assets/aggregators/aggregatorLogos';
import { priceCopy, priceText, sourceOfBusinessName } from './priceText';

/** Thanks to a customer who came through a partner, with the partner's logo when we have one. */
export function AggregatorThanks({ source }: { source: string }) {
  const name = sourceOfBusinessName(source);
  const logo = aggregatorLogos[source];
  return (
    <div className="price-aggregator">
      {logo ? <img className="price-aggregator__logo" src={logo} alt={name} width={200} height={56} /> : null}
      <p className="price-aggregator__text">{priceCopy(priceText.aggregator.thanks, { aggregator: name })}</p>
    </div>
  );
}
