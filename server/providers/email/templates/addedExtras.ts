import type { Quote } from '../../../../schemas/generated/index';
import { money } from './format';
import type { Block } from './layout';

/**
 * The extras the customer added to the quote (Add to quote), each with its price, under
 * `heading`; none when none was added. Declined and unanswered extras are not named.
 */
export function addedExtras(quote: Quote, heading: string): Block[] {
  const added = (quote.addons ?? []).filter((addon) => addon.is_selected === true);
  if (added.length === 0) return [];
  return [
    { type: 'heading', text: heading },
    {
      type: 'facts',
      rows: added.map(
        (addon) => [addon.description ?? addon.code, money(addon.premium ?? 0)] as [string, string],
      ),
    },
  ];
}
