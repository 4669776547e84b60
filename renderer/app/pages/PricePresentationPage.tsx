import { PricePresentation } from '../quote/price/PricePresentation';

/** The priced quote and the choice of payment method (renderer/app/quote/price). */
export function PricePresentationPage() {
  return <PricePresentation />;
}
