import { useId } from 'react';
import { Modal } from '../../../engine/form/Modal';
import { priceText } from './priceText';

/**
 * A notice the customer reads and closes: its paragraphs and one button. The focus starts on the
 * button, and the paragraphs describe the dialog, so a screen reader reads them with its title.
 */
export function NoticeModal({
  title,
  paragraphs,
  button,
  onClose,
}: {
  title: string;
  paragraphs: readonly string[];
  button: string;
  onClose: () => void;
}) {
  const wordsId = useId();
  return (
    <Modal title={title} closeLabel={priceText.modals.close} onClose={onClose} describedBy={wordsId}>
      <div id={wordsId}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <button type="button" className="button button--primary" onClick={onClose}>
        {button}
      </button>
    </Modal>
  );
}
