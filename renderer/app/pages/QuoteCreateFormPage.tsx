import { PageHeading } from './PageHeading';

/** The proposal form for a new quote (the seven steps of journey.json). */
export function QuoteCreateFormPage() {
  return (
    <div className="page">
      <PageHeading route="QuoteCreateForm" />
    </div>
  );
}
