import type { ReactNode } from 'react';
import type { Quote } from '../../../../schemas/generated/index';
import { formatMoney } from '../money';
import { priceText } from './priceText';

const text = priceText.paymentMethod;

function Card({
  checked,
  onChoose,
  title,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <label className={`price-method${checked ? ' price-method--chosen' : ''}`}>
      <input
        className="price-method__radio"
        type="radio"
        name="payment-method"
        checked={checked}
        onChange={onChoose}
      />
      <span className="price-method__title">{title}</span>
      {children}
    </label>
  );
}

/**
 * "Select your payment method": Pay in Full or Pay by Monthly Direct Debit, as two cards that are
 * radio buttons (arrow keys move between them), with the quote's figures.
 */
export function PaymentMethodCards({
  quote,
  payMonthly,
  onChange,
}: {
  quote: Quote;
  payMonthly: boolean;
  onChange: (payMonthly: boolean) => void;
}) {
  return (
    <section className="price-section" aria-labelledby="price-method-heading">
      <h2 id="price-method-heading">{text.heading}</h2>
      <fieldset className="price-methods">
        <legend className="visually-hidden">{text.heading}</legend>
        <Card checked={!payMonthly} onChoose={() => onChange(false)} title={text.full.title}>
          <span className="price-method__price">
            {formatMoney(quote.premium)} <span className="price-method__period">{text.full.period}</span>
          </span>
          <span className="price-method__line">{text.full.text}</span>
        </Card>
        {quote.monthly_payment === undefined ? null : (
          <Card checked={payMonthly} onChoose={() => onChange(true)} title={text.monthly.title}>
            <span className="price-method__price">
              {formatMoney(quote.monthly_payment)}{' '}
              <span className="price-method__period">{text.monthly.period}</span>
            </span>
            <span className="price-method__line">
              {text.monthly.totalPayable}: {formatMoney(quote.monthly_total_payable)}
            </span>
            <span className="price-method__line">
              {text.monthly.deposit}: {formatMoney(quote.monthly_deposit)}
            </span>
            <span className="price-method__line">
              {text.monthly.instalments}: {quote.monthly_installments ?? ''}
            </span>
          </Card>
        )}
      </fieldset>
      <p className="price-note">{text.approximate}</p>
    </section>
  );
}
