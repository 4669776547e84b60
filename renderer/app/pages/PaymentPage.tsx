import { PageHeading } from './PageHeading';

/** The amount to pay and the card payment frame. */
export function PaymentPage() {
  return (
    <div className="page">
      <PageHeading route="Payment" />
    </div>
  );
}
