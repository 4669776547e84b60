import type { Quote } from '../../../../schemas/generated/index';
import { Basket } from './Basket';
import { basketFor } from './basketFor';
import { selectionsOf } from './addonSelection';

/** The basket of the quote as it stands (its price and its added extras), nothing to change in it. */
export function QuoteBasket({ quote, paysMonthly }: { quote: Quote; paysMonthly: boolean }) {
  const selections = selectionsOf(quote.addons ?? []);
  return <Basket basket={basketFor(quote, selections, selections, paysMonthly)} paysMonthly={paysMonthly} />;
}
