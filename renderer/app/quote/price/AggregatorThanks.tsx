import { aggregatorLogos } from '../../assets/aggregators/aggregatorLogos';
import { priceCopy, priceText, sourceOfBusinessName } from './priceText';

/**
 * Thanks to a customer who came through a partner: a comparison site (a source with a logo) is
 * named, with its logo; any other source (Direct, by telephone) is thanked naming no channel.
 */
export function AggregatorThanks({ source }: { source: string }) {
  const name = sourceOfBusinessName(source);
  const logo = aggregatorLogos[source];
  const text = logo
    ? priceCopy(priceText.aggregator.thanks, { aggregator: name })
    : priceCopy(priceText.aggregator.thanksDirect);
  return (
    <div className="price-aggregator">
      {logo ? <img className="price-aggregator__logo" src={logo} alt={name} width={200} height={56} /> : null}
      <p className="price-aggregator__text">{text}</p>
    </div>
  );
}
