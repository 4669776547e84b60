import { claimedNcd } from '../../../../journey/src/claimedNcd';
import type { Proposal } from '../../../../schemas/generated/index';
import type { EmailBrand } from '../emailBrand';
import { money, ukDate } from './format';
import { greeting } from './greeting';
import { type Block, type RenderedEmail, renderEmail } from './layout';
import { monthlyPlan } from './monthlyPlan';

/**
 * The purchase confirmation: the reference, when cover starts, how it is paid, that the policy
 * documents follow within 48 hours, and, when a no claims discount was claimed, the reminder to
 * send proof of it. Pure.
 */
export function purchaseEmail(proposal: Proposal, brand: EmailBrand): RenderedEmail {
  const quote = proposal.quote ?? {};
  const reference = quote.reference ?? '';
  const registration = proposal.risk?.vehicle?.registration;
  const plan = proposal.is_pay_monthly ? monthlyPlan(quote) : undefined;
  const day = proposal.direct_debit?.collection_day;
  const paid = plan
    ? `By monthly Direct Debit, ${plan}${day ? `, collected on day ${day} of the month` : ''}`
    : quote.premium !== undefined
      ? `${money(quote.premium)} in full`
      : undefined;

  const blocks: Block[] = [
    { type: 'paragraph', text: greeting(proposal) },
    {
      type: 'paragraph',
      text: `Thank you for buying your van insurance with ${brand.name}. You're covered.`,
    },
    {
      type: 'facts',
      rows: [
        ['Web reference', reference],
        ...(registration ? [['Van', registration] as [string, string]] : []),
        ['Cover start date', ukDate(proposal.risk?.start_date)],
        ...(paid ? [['Payment', paid] as [string, string]] : []),
      ],
    },
    { type: 'heading', text: 'Your policy documents' },
    {
      type: 'paragraph',
      text: 'Your policy documents will be sent to you within 48 hours. Please read them and check that your details are correct.',
    },
    ...(claimedNcd(proposal)
      ? ([
          { type: 'heading', text: 'Proof of your no claims discount' },
          {
            type: 'paragraph',
            text: 'You told us you have a no claims discount: please send us proof of it, such as your latest renewal notice or a letter from your previous insurer, quoting your web reference.',
          },
        ] satisfies Block[])
      : []),
  ];
  return renderEmail(`Your ${brand.name} van insurance is confirmed: ${reference}`, blocks, brand);
}
