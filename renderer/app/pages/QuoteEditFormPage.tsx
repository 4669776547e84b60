import { PageHeading } from './PageHeading';

/** The proposal form over the stored proposal named by the uuid query parameter. */
export function QuoteEditFormPage() {
  return (
    <div className="page">
      <PageHeading route="QuoteEditForm" />
    </div>
  );
}
