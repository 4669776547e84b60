import { PageHeading } from '../../pages/PageHeading';
import { useQuoteProposal } from '../useQuoteProposal';
import { AddonsChooser } from './AddonsChooser';

/** The Add-ons page (/quote/addons?uuid=): the optional covers and breakdown cover of the quote. */
export function Addons() {
  const { uuid, proposal, setProposal, pathTo } = useQuoteProposal('Addons');
  if (!proposal) {
    return (
      <div className="page">
        <PageHeading route="Addons" />
      </div>
    );
  }
  return (
    <AddonsChooser key={uuid} uuid={uuid} proposal={proposal} setProposal={setProposal} pathTo={pathTo} />
  );
}
