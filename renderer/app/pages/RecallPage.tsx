import { PageHeading } from './PageHeading';

/** Retrieve a quote by reference, postcode and date of birth. */
export function RecallPage() {
  return (
    <div className="page">
      <PageHeading route="Recall" />
    </div>
  );
}
