import { PageHeading } from './PageHeading';

/** The optional covers and the breakdown-cover comparison. */
export function AddonsPage() {
  return (
    <div className="page">
      <PageHeading route="Addons" />
    </div>
  );
}
