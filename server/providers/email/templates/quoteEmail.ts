import type { Proposal } from '../../../../schemas/generated/index';
import type { EmailBrand } from '../emailBrand';
import { money, ukDate } from './format';
import { greeting } from './greeting';
import { type Block, type RenderedEmail, renderEmail } from './layout';
import { monthlyPlan, representativeExample } from './monthlyPlan';

/**
 * "Email yourself this quote": the reference, the price in full and monthly (with the
 * representative example), how to retrieve the quote, and how to reach us. Pure.
 */
export function quoteEmail(proposal: Proposal, brand: EmailBrand): RenderedEmail {
  const quote = proposal.quote ?? {};
  const reference = quote.reference ?? '';
  const registration = proposal.risk?.vehicle?.registration;
  const plan = monthlyPlan(quote);
  const example = representativeExample(quote);

  const blocks: Block[] = [
    { type: 'paragraph', text: greeting(proposal) },
    {
      type: 'paragraph',
      text: `Thank you for your van insurance quote with ${brand.name}. Here are its details.`,
    },
    {
      type: 'facts',
      rows: [
        ['Quote reference', reference],
        ...(registration ? [['Van', registration] as [string, string]] : []),
        ['Cover start date', ukDate(proposal.risk?.start_date)],
        ...(quote.premium !== undefined
          ? [['Pay in full', `${money(quote.premium)} for the year`] as [string, string]]
          : []),
        ...(plan ? [['Pay monthly by Direct Debit', plan] as [string, string]] : []),
      ],
    },
  ];
  if (example) {
    blocks.push({ type: 'heading', text: 'Representative example' }, { type: 'facts', rows: example });
  }
  blocks.push(
    {
      type: 'paragraph',
      text: 'The price is for the details you gave us and the cover start date above. It may change if either changes.',
    },
    {
      type: 'link',
      text: 'To pick up where you left off, retrieve your quote with its reference, your postcode and your date of birth.',
      label: 'Retrieve your quote',
      url: `${brand.siteUrl}/quote/recall`,
    },
  );
  return renderEmail(`Your ${brand.name} van insurance quote ${reference}`, blocks, brand);
}
