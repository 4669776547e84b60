import { addedExtras } from './addedExtras';
import journeyJson from '../../../../journey/journey.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { Journey } from '../../../../journey/src/journeyTypes';
import { pathFor } from '../../../../journey/src/pathFor';
import type { Proposal } from '../../../../schemas/generated/index';
import type { EmailBrand } from '../emailBrand';
import { emailWords, type EmailWords } from './emailWords';
import { money, ukDate } from './format';
import { greeting } from './greeting';
import { type Block, type RenderedEmail, renderEmail } from './layout';
import { monthlyPlan, representativeExample } from './monthlyPlan';
import { vanName } from '../../../vanName';

/** The recall page's address under the site's (journey.json routes). */
const recallPath = pathFor(journeyJson as Pick<Journey, 'routes'>, 'Recall');

/**
 * "Email yourself this quote": the reference, the price in full and monthly (with the
 * representative example), how to retrieve the quote, and how to reach us, in the words of
 * journey/content/emails.json. Pure.
 */
export function quoteEmail(
  proposal: Proposal,
  brand: EmailBrand,
  words: EmailWords = emailWords,
): RenderedEmail {
  const text = words.quote;
  const quote = proposal.quote ?? {};
  const reference = quote.reference ?? '';
  const registration = proposal.risk?.vehicle?.registration;
  const van = vanName(proposal.risk?.vehicle);
  const plan = monthlyPlan(quote, words.monthlyPlan);
  const example = representativeExample(quote, words);

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
        ...(quote.premium !== undefined
          ? [
              [text.payInFull, fillTemplate(text.payInFullValue, { amount: money(quote.premium) })] as [
                string,
                string,
              ],
            ]
          : []),
        ...(plan ? [[text.payMonthly, plan] as [string, string]] : []),
      ],
    },
    // The extras added, when the customer came back to the price from the add-ons: the price
    // above includes them.
    ...addedExtras(quote, text.extrasHeading),
  ];
  if (example) {
    blocks.push({ type: 'heading', text: text.exampleHeading }, { type: 'facts', rows: example });
  }
  blocks.push(
    { type: 'paragraph', text: text.priceNote },
    { type: 'link', text: text.recall, label: text.recallLink, url: `${brand.siteUrl}${recallPath}` },
  );
  return renderEmail(
    fillTemplate(text.subject, { brand: brand.name, reference }),
    blocks,
    brand,
    words.footer,
  );
}
