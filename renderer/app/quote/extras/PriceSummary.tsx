import type { Quote } from '../../../../schemas/generated/index';
import { DetailList } from './DetailList';
import { extrasText } from './extrasText';
import { formatMoney } from '../money';
import { exampleRows, representativeExample } from '../representativeExample';
import { priceCopy, priceText } from '../price/priceText';
import { planRows } from './planRows';
import { SummarySection } from './SummarySection';

const text = extrasText.summary;

/**
 * The quote total; when paying monthly, also the credit-check notice and the representative
 * example of the credit agreement.
 */
export function PriceSummary({ quote, monthly }: { quote: Quote; monthly: boolean }) {
  const example = monthly ? representativeExample(quote) : undefined;
  const plan = example;
  const labels = text.example;
  return (
    <>
      <SummarySection heading={text.totalHeading} className="summary-total">
        <DetailList
          rows={
            plan
              ? [[text.monthlyTotal, formatMoney(plan.totalPayable)], ...planRows(plan)]
              : [[text.annualTotal, formatMoney(quote.premium)]]
          }
        />
      </SummarySection>
      {monthly ? (
        <SummarySection heading={text.creditCheckHeading} className="summary-notice">
          {text.creditCheck.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </SummarySection>
      ) : null}
      {example ? (
        <SummarySection heading={text.exampleHeading}>
          <DetailList
            rows={[
              ...exampleRows(example, priceText.breakdown.example, priceCopy),
              [labels.term, labels.termValue],
            ]}
          />
        </SummarySection>
      ) : null}
    </>
  );
}
