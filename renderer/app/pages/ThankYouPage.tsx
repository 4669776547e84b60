import { PageHeading } from './PageHeading';

/** The confirmation after purchase; also shown at the Complete return address. */
export function ThankYouPage() {
  return (
    <div className="page">
      <PageHeading route="ThankYou" />
    </div>
  );
}
