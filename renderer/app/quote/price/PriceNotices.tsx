import { useLayoutEffect, useState } from 'react';
import type { Proposal } from '../../../../schemas/generated/index';
import { focusMainIfLost } from '../../layout/focusMainIfLost';
import { NoticeModal } from './NoticeModal';
import { needsTrackingDevice, removedAddonCodes } from './priceFacts';
import { addonTitle, priceCopy, priceText } from './priceText';

const text = priceText.modals;

/**
 * The notices the quote brings, one at a time: add-ons removed because they are no longer
 * available (again whenever a requote removes others), then the tracking device warning (once).
 * `held` keeps them back while another dialog is open. `onShowing` is told whether one is open.
 */
export function PriceNotices({
  proposal,
  held,
  onShowing,
}: {
  proposal: Proposal;
  held: boolean;
  onShowing?: (showing: boolean) => void;
}) {
  const [readRemoved, setReadRemoved] = useState('');
  const [readTracker, setReadTracker] = useState(false);
  // Opened by the page, a notice had no control to give the focus back to: once closed (and no
  // other notice has taken it), the main content takes it, as the notice goes from the page: a
  // Tab pressed right after the close goes on from there, not from the top of the document.
  const [closed, setClosed] = useState(0);
  useLayoutEffect(() => {
    if (closed > 0) focusMainIfLost();
  }, [closed]);
  const removed = removedAddonCodes(proposal);
  const removedKey = removed.join(',');
  const removedShown = removedKey !== '' && removedKey !== readRemoved;
  const trackerShown = needsTrackingDevice(proposal.quote) && !readTracker;
  const showing = !held && (removedShown || trackerShown);
  useLayoutEffect(() => onShowing?.(showing), [showing, onShowing]);
  if (held) return null;
  if (removedShown) {
    return (
      <NoticeModal
        title={text.removedAddon.title}
        paragraphs={removed.map((code) => priceCopy(text.removedAddon.text, { cover: addonTitle(code) }))}
        button={text.removedAddon.button}
        onClose={() => {
          setReadRemoved(removedKey);
          setClosed((n) => n + 1);
        }}
      />
    );
  }
  if (trackerShown) {
    return (
      <NoticeModal
        title={text.trackingDevice.title}
        paragraphs={text.trackingDevice.paragraphs}
        button={text.trackingDevice.button}
        onClose={() => {
          setReadTracker(true);
          setClosed((n) => n + 1);
        }}
      />
    );
  }
  return null;
}
