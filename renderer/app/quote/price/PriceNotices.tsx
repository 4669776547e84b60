import { useState } from 'react';
import type { Proposal } from '../../../../schemas/generated/index';
import { NoticeModal } from './NoticeModal';
import { needsTrackingDevice, removedAddonCodes } from './priceFacts';
import { addonTitle, priceCopy, priceText } from './priceText';

const text = priceText.modals;

/**
 * The notices the quote brings, one at a time: add-ons removed because they are no longer
 * available (again whenever a requote removes others), then the tracking device warning (once).
 * `held` keeps them back while another dialog is open.
 */
export function PriceNotices({ proposal, held }: { proposal: Proposal; held: boolean }) {
  const [readRemoved, setReadRemoved] = useState('');
  const [readTracker, setReadTracker] = useState(false);
  const removed = removedAddonCodes(proposal);
  const removedKey = removed.join(',');
  if (held) return null;
  if (removedKey !== '' && removedKey !== readRemoved) {
    return (
      <NoticeModal
        title={text.removedAddon.title}
        paragraphs={removed.map((code) => priceCopy(text.removedAddon.text, { cover: addonTitle(code) }))}
        button={text.removedAddon.button}
        onClose={() => setReadRemoved(removedKey)}
      />
    );
  }
  if (needsTrackingDevice(proposal.quote) && !readTracker) {
    return (
      <NoticeModal
        title={text.trackingDevice.title}
        paragraphs={text.trackingDevice.paragraphs}
        button={text.trackingDevice.button}
        onClose={() => setReadTracker(true)}
      />
    );
  }
  return null;
}
