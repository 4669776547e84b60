import { useState } from 'react';
import { ProposalArriving } from '../../loading/ProposalArriving';
import { PageHeading } from '../../pages/PageHeading';
import { useQuoteProposal } from '../useQuoteProposal';
import { AddonsChooser } from './AddonsChooser';

/** The Add-ons page (/quote/addons?uuid=): the optional covers and breakdown cover of the quote. */
export function Addons() {
  const { uuid, proposal, setProposal, pathTo } = useQuoteProposal('Addons');
  // How often another window changed the quote first: the choices start afresh from the latest.
  const [overtaken, setOvertaken] = useState(0);
  if (!proposal) {
    return (
      <div className="page">
        <PageHeading route="Addons" />
        <ProposalArriving />
      </div>
    );
  }
  return (
    <AddonsChooser
      key={`${uuid}-${overtaken}`}
      uuid={uuid}
      proposal={proposal}
      setProposal={setProposal}
      pathTo={pathTo}
      overtaken={overtaken}
      onOvertaken={() => setOvertaken((n) => n + 1)}
    />
  );
}
