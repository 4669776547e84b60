import { Modal } from '../../../engine/form/Modal';
import { priceText } from './priceText';

/** A notice the customer reads and closes: its paragraphs and one button. */
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
  return (
    <Modal title={title} closeLabel={priceText.modals.close} onClose={onClose}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <button type="button" className="button button--primary" onClick={onClose}>
        {button}
      </button>
    </Modal>
  );
}
