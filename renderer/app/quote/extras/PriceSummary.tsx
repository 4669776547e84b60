import type { Quote } from '../../../../schemas/generated/index';
import { DetailList } from './DetailList';
import { extrasText } from './extrasText';
import { formatMoney } from './money';
import { monthlyPlan, representativeExample } from './monthlyPlan';
import { planRows } from './planRows';
import { SummarySection } from './SummarySection';

const text = extrasText.summary;
const percent = (value: number) => `${value}%`;

/**
 * The quote total; when paying monthly, also the credit-check notice and the representative
 * example of the credit agreement.
 */
export function PriceSummary({ quote, monthly }: { quote: Quote; monthly: boolean }) {
  const plan = monthly ? monthlyPlan(quote) : undefined;
  const example = monthly ? representativeExample(quote) : undefined;
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
              [labels.deposit, formatMoney(example.deposit)],
              [labels.interest, formatMoney(example.interest)],
              [labels.firstInstalment, formatMoney(example.firstInstalment)],
              [labels.apr, percent(example.apr)],
              [
                labels.remainingInstalments,
                `${example.remainingInstalments} × ${formatMoney(example.regularInstalment)}`,
              ],
              [labels.cashPrice, formatMoney(example.cashPrice)],
              [labels.creditAmount, formatMoney(example.creditAmount)],
              [labels.totalPayable, formatMoney(example.totalPayable)],
              [labels.interestRate, percent(example.interestRate)],
              [labels.term, labels.termValue],
            ]}
          />
        </SummarySection>
      ) : null}
    </>
  );
}
