import { Modal } from '../../../engine/form/Modal';
import { PageForm } from '../../forms/PageForm';
import { startDateOf } from './formValues';
import { priceText } from './priceText';

const text = priceText.modals.expiredStartDate;

/** The start date has passed: a new one (today to 30 days ahead), then Submit requotes. */
export function ExpiredStartDateModal({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (startDate: string) => void;
}) {
  return (
    <Modal title={text.title} closeLabel={priceText.modals.close} onClose={onClose}>
      <p>{text.text}</p>
      <PageForm
        name="start-date"
        initialData={{ risk: {} }}
        onValid={(data) => {
          const startDate = startDateOf(data);
          if (startDate) onSubmit(startDate);
        }}
        actions={
          <div className="price-actions">
            <button type="submit" className="button button--primary">
              {text.submit}
            </button>
          </div>
        }
      />
    </Modal>
  );
}
