import type { Response } from 'express';
import type { Proposal } from '../../schemas/generated/index';
import type { ProposalRecord } from '../storage/store';
import { proposalView } from './customerView';

/**
 * Answers a proposal as GET /api/proposal/:id does: the view a browser may see of the document
 * (or of a variant of it; see proposalView), its version as the ETag, never cached. Every route
 * that answers a proposal answers through here.
 */
export function sendProposal(
  res: Response,
  record: ProposalRecord,
  document: Proposal = record.document,
): void {
  res.setHeader('ETag', `"${record.version}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.json(proposalView(record, document));
}
