import { PageHeading } from './PageHeading';

/** The confirmation of the quote and of the customer's details. */
export function SummaryPage() {
  return (
    <div className="page">
      <PageHeading route="Summary" />
    </div>
  );
}
