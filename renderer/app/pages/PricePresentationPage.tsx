import { PricePresentation } from '../quote/price/PricePresentation';

/** The code of the page's forms, which the form fetches while its last step is open. */
export { loadPriceForms } from '../quote/price/PricePresentation';

/** The priced quote and the choice of payment method (renderer/app/quote/price). */
export function PricePresentationPage() {
  return <PricePresentation />;
}
