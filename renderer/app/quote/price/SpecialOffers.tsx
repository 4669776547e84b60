import { priceCopy, priceText } from './priceText';

/** Special Offers, for customers who came through a partner rather than the website. */
export function SpecialOffers() {
  return (
    <section className="price-section price-offers" aria-labelledby="price-offers-heading">
      <h2 id="price-offers-heading">{priceText.specialOffers.heading}</h2>
      {priceText.specialOffers.paragraphs.map((paragraph, index) => (
        <p key={index}>{priceCopy(paragraph)}</p>
      ))}
    </section>
  );
}
