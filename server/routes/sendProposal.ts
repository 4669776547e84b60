import type { Response } from 'express';
import type { Proposal } from '../../schemas/generated/index';
import type { JourneyVersions } from '../journeyVersions';
import type { ProposalRecord } from '../storage/store';
import { proposalView } from './customerView';

/**
 * Answers a proposal as GET /api/proposal/:id does: the view a browser may see of the document
 * (or of a variant of it; see proposalView), its version as the ETag, never cached. Every route
 * that answers a proposal answers through here. A proposal pinned to an older journey version is
 * answered as the current version asks it (its answers carried across by journey/migrations,
 * nothing stored changed), `journey_version` naming the version it is stored under, so the pages
 * of this build show every answer given: the app's journey versions are `res.locals.journeys`
 * (createApp); without them the document is answered as stored.
 */
export async function sendProposal(
  res: Response,
  record: ProposalRecord,
  document: Proposal = record.document,
): Promise<void> {
  const journeys = res.locals.journeys as JourneyVersions | undefined;
  const shown = journeys ? await journeys.view(document) : document;
  res.setHeader('ETag', `"${record.version}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.json(proposalView(record, shown));
}
