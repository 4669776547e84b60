import { Summary } from '../quote/extras/Summary';

/** The confirmation of the quote and of the customer's details. */
export function SummaryPage() {
  return <Summary />;
}
