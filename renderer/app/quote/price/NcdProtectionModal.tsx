import { Modal } from '../../../engine/form/Modal';
import { averageNcdDiscount, ncdStepBack, priceText, type NcdDiscountBand } from './priceText';
import { TableScroll } from './TableScroll';

const text = priceText.modals.ncdProtection;

/** "1-3", "8", "17+": the years of NCD of a band of the average discount table. */
export function bandYears(band: NcdDiscountBand): string {
  if (band.to === null) return `${band.from}+`;
  return band.to === band.from ? `${band.from}` : `${band.from}-${band.to}`;
}

/** The NCD protection facts: please note, the average NCD discount, and the step-back scale. */
export function NcdProtectionModal({ onClose }: { onClose: () => void }) {
  const claims = (ncdStepBack[0] ?? []).map((_, index) => index + 1);
  return (
    <Modal title={text.title} closeLabel={priceText.modals.close} onClose={onClose}>
      <div className="price-ncd">
        <h3>{text.pleaseNoteHeading}</h3>
        {text.pleaseNote.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h3>{text.dataHeading}</h3>
        <p>{text.dataText}</p>
        <TableScroll label={text.dataCaption}>
          <table className="price-table">
            <caption>{text.dataCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.yearsColumn}</th>
                <th scope="col" className="price-table__amount">
                  {text.discountColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {averageNcdDiscount.map((band) => (
                <tr key={band.from}>
                  <th scope="row">{bandYears(band)}</th>
                  <td className="price-table__amount">{band.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <h3>{text.stepBackHeading}</h3>
        <p>{text.stepBackText}</p>
        <TableScroll label={text.stepBackCaption}>
          <table className="price-table price-table--compact">
            <caption>{text.stepBackCaption}</caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {text.yearsColumn}
                </th>
                <th scope="colgroup" colSpan={claims.length}>
                  {text.claimsColumn}
                </th>
              </tr>
              <tr>
                {claims.map((count) => (
                  <th key={count} scope="col" className="price-table__amount">
                    {count}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ncdStepBack.map((row, years) => (
                <tr key={years}>
                  <th scope="row">{years}</th>
                  {row.map((after, index) => (
                    <td key={index} className="price-table__amount">
                      {after}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </Modal>
  );
}
