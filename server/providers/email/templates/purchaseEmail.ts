import { addedExtras } from './addedExtras';
import { claimedNcd } from '../../../../journey/src/claimedNcd';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { Proposal } from '../../../../schemas/generated/index';
import type { EmailBrand } from '../emailBrand';
import { emailWords, type EmailWords } from './emailWords';
import { money, ukDate } from './format';
import { greeting } from './greeting';
import { type Block, type RenderedEmail, renderEmail } from './layout';
import { monthlyPlan } from './monthlyPlan';
import { vanName } from '../../../vanName';

/**
 * The purchase confirmation: the reference, when cover starts, how it is paid, the extras added
 * (each with its price), that the policy documents follow within 48 hours, and, when a no claims
 * discount was claimed, the reminder to send proof of it, in the words of
 * journey/content/emails.json. Pure.
 */
export function purchaseEmail(
  proposal: Proposal,
  brand: EmailBrand,
  words: EmailWords = emailWords,
): RenderedEmail {
  const text = words.purchase;
  const quote = proposal.quote ?? {};
  const reference = quote.reference ?? '';
  const registration = proposal.risk?.vehicle?.registration;
  const van = vanName(proposal.risk?.vehicle);
  const plan = proposal.is_pay_monthly ? monthlyPlan(quote, words.monthlyPlan) : undefined;
  const day = proposal.direct_debit?.collection_day;
  const paid = plan
    ? fillTemplate(day ? text.paidMonthlyOnDay : text.paidMonthly, { plan, day: day ?? '' })
    : quote.premium !== undefined
      ? fillTemplate(text.paidInFull, { amount: money(quote.premium) })
      : undefined;

  const blocks: Block[] = [
    { type: 'paragraph', text: greeting(proposal, words.greeting) },
    { type: 'paragraph', text: fillTemplate(text.intro, { brand: brand.name }) },
    {
      type: 'facts',
      rows: [
        [text.reference, reference],
        ...(registration ? [[text.registration, registration] as [string, string]] : []),
        ...(van ? [[text.van, van] as [string, string]] : []),
        [text.startDate, ukDate(proposal.risk?.start_date)],
        ...(paid ? [[text.payment, paid] as [string, string]] : []),
      ],
    },
    // The extras bought with the policy, each with its price, so the price paid reads whole.
    ...addedExtras(quote, text.extrasHeading),
    { type: 'heading', text: text.documentsHeading },
    { type: 'paragraph', text: text.documents },
    ...(claimedNcd(proposal)
      ? ([
          { type: 'heading', text: text.ncdHeading },
          { type: 'paragraph', text: text.ncd },
        ] satisfies Block[])
      : []),
  ];
  return renderEmail(
    fillTemplate(text.subject, { brand: brand.name, reference }),
    blocks,
    brand,
    words.footer,
  );
}
