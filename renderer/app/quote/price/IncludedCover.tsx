import type { Quote } from '../../../../schemas/generated/index';
import { formatMoney } from '../money';
import { coverBenefits, coverTypeName, priceCopy, priceText } from './priceText';
import { instalmentExtraCost } from '../representativeExample';

const text = priceText.included;

/** What paying by instalments costs more, and the benefits included with the cover type. */
export function IncludedCover({ quote, coverType }: { quote: Quote; coverType: string | undefined }) {
  const extra = instalmentExtraCost(quote);
  const benefits = coverBenefits(coverType);
  return (
    <section className="price-section" aria-labelledby="price-included-heading">
      <h2 id="price-included-heading">{text.heading}</h2>
      {extra ? <p>{priceCopy(text.extraCost, { amount: formatMoney(extra) })}</p> : null}
      {benefits.length > 0 ? (
        <>
          <p>{priceCopy(text.benefitsIntro, { cover: coverTypeName(coverType) })}</p>
          <ul className="price-benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
