import { PageHeading } from './PageHeading';

/** Opens a quote from a request provided by the referring page. */
export function DeepLinkPage() {
  return (
    <div className="page">
      <PageHeading route="DeepLink" />
    </div>
  );
}
