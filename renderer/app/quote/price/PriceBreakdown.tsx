import type { Quote } from '../../../../schemas/generated/index';
import { formatMoney } from '../money';
import { addonTitle, priceCopy, priceText } from './priceText';
import { exampleRows, representativeExample } from '../representativeExample';
import { TableScroll } from './TableScroll';

const text = priceText.breakdown;
const ex = text.example;

/** The price line by line (insurance, each added extra, total) and the monthly representative example. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const added = (quote.addons ?? []).filter((addon) => addon.is_selected === true);
  const example = representativeExample(quote);
  const rows = example ? exampleRows(example, ex, priceCopy) : [];
  return (
    <section className="price-section" aria-labelledby="price-breakdown-heading">
      <h2 id="price-breakdown-heading">{text.heading}</h2>
      <TableScroll label={text.caption}>
        <table className="price-table">
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.item}</th>
              <th scope="col" className="price-table__amount">
                {text.price}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{text.insurance}</th>
              <td className="price-table__amount">{formatMoney(quote.premium_subtotal ?? quote.premium)}</td>
            </tr>
            {added.map((addon) => (
              <tr key={addon.code}>
                <th scope="row">{addon.description ?? addonTitle(addon.code)}</th>
                <td className="price-table__amount">{formatMoney(addon.premium)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{text.total}</th>
              <td className="price-table__amount">{formatMoney(quote.premium)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {example ? (
        <>
          <h3>{ex.heading}</h3>
          <dl className="price-details price-example">
            {rows.map(([label, value]) => (
              <div key={label} className="price-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="price-note">{ex.term}</p>
        </>
      ) : null}
    </section>
  );
}
