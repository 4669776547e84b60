import { useId, useRef } from 'react';
import type { Basket as BasketFigures } from './basketFor';
import { DetailList } from './DetailList';
import { extrasText } from './extrasText';
import { formatMoney } from '../money';
import { planRows } from './planRows';

const text = extrasText.basket;

function PriceRows({ basket, paysMonthly }: { basket: BasketFigures; paysMonthly: boolean }) {
  const plan = basket.monthly;
  if (plan) {
    return (
      <DetailList
        rows={[
          ...planRows(plan),
          [text.totalPayable, formatMoney(plan.totalPayable)],
          [text.subtotal, formatMoney(basket.subtotal)],
        ]}
      />
    );
  }
  return (
    <>
      <DetailList
        rows={[
          [paysMonthly ? text.totalPrice : text.singlePayment, formatMoney(basket.total)],
          [text.subtotal, formatMoney(basket.subtotal)],
        ]}
      />
      {paysMonthly ? <p className="basket__note">{text.recalculated}</p> : null}
    </>
  );
}

/**
 * The basket beside the add-ons: the price (in full, or deposit and instalments), the premium
 * before extras, and each added extra with a Remove button (none without `onRemove`, as beside
 * the price and the summary), or "No addons selected".
 */
export function Basket({
  basket,
  paysMonthly,
  onRemove,
}: {
  basket: BasketFigures;
  paysMonthly: boolean;
  onRemove?: (code: string) => void;
}) {
  const headingId = useId();
  const extrasHeading = useRef<HTMLHeadingElement>(null);
  return (
    <aside className="basket" aria-labelledby={headingId}>
      <h2 id={headingId} className="basket__heading">
        {text.heading}
      </h2>
      <div aria-live="polite">
        <PriceRows basket={basket} paysMonthly={paysMonthly} />
        <h3 ref={extrasHeading} tabIndex={-1} className="basket__extras-heading">
          {text.extrasHeading}
        </h3>
        {basket.lines.length > 0 ? (
          <ul className="basket__lines">
            {basket.lines.map((line) => (
              <li key={line.code} className="basket__line">
                <span className="basket__line-title">{line.title}</span>
                <span className="basket__line-price">{formatMoney(line.premium)}</span>
                {onRemove ? (
                  <button
                    type="button"
                    className="button button--link basket__remove"
                    onClick={() => {
                      onRemove(line.code);
                      // The button goes with its line: keep the keyboard in the basket.
                      extrasHeading.current?.focus();
                    }}
                  >
                    {text.remove} <span className="visually-hidden">{line.title}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="basket__empty">{text.none}</p>
        )}
      </div>
    </aside>
  );
}
