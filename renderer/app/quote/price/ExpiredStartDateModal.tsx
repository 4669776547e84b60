import { useId } from 'react';
import { formNumber } from '../../../../journey/src/forms/formNumber';
import { journeyForms } from '../../../../journey/src/forms/forms';
import { Modal } from '../../../engine/form/Modal';
import { PageForm } from '../../forms/PageForm';
import { startDateOf } from './formValues';
import { priceCopy, priceText } from './priceText';

const text = priceText.modals.expiredStartDate;
/** How many days ahead the start date form allows, as its text states it. */
const days = formNumber(journeyForms['start-date'].schema, ['risk', 'start_date'], 'latestDate.days');

/**
 * The start date has passed: a new one (from today, within the form's window), then Submit
 * requotes. Its words describe the dialog, so a screen reader reads why it opened with its title.
 */
export function ExpiredStartDateModal({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (startDate: string) => void;
}) {
  const wordsId = useId();
  return (
    <Modal title={text.title} closeLabel={priceText.modals.close} onClose={onClose} describedBy={wordsId}>
      <p id={wordsId}>{priceCopy(text.text, { days })}</p>
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
