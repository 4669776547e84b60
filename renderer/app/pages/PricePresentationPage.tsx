import { PageHeading } from './PageHeading';

/** The priced quote and the choice of payment method. */
export function PricePresentationPage() {
  return (
    <div className="page">
      <PageHeading route="PricePresentation" />
    </div>
  );
}
