import type { Response } from 'express';
import type { Proposal } from '../../schemas/generated/index';
import type { ProposalRecord } from '../storage/store';

/**
 * Answers a proposal as GET /api/proposal/:id does: the document (or a view of it), its version
 * as the ETag, never cached.
 */
export function sendProposal(
  res: Response,
  record: ProposalRecord,
  document: Proposal = record.document,
): void {
  res.setHeader('ETag', `"${record.version}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.json(document);
}
