import { PageHeading } from './PageHeading';

/** The Direct Debit form. */
export function InstalmentsPage() {
  return (
    <div className="page">
      <PageHeading route="Instalments" />
    </div>
  );
}
