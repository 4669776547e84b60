import errorsJson from '../../../../journey/content/errors.json';
import copy from '../../../../journey/content/hosted-payment.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { TEST_CARD_HINTS } from '../cards';
import { CARD_MESSAGES, type CardField, type CardFormErrors } from './cardForm';
import { cancelForm, escapeHtml, htmlPage } from './html';

interface FieldSpec {
  name: CardField;
  label: string;
  hint?: string;
  attributes: string;
}

const CARD_FIELDS: readonly FieldSpec[] = [
  {
    name: 'card_number',
    ...copy.card.fields.card_number,
    attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"',
  },
  {
    name: 'expiry',
    ...copy.card.fields.expiry,
    attributes: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"',
  },
  {
    name: 'cvc',
    ...copy.card.fields.cvc,
    attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" class="hp-short"',
  },
  {
    name: 'name',
    ...copy.card.fields.name,
    attributes: 'autocomplete="cc-name" maxlength="100" spellcheck="false"',
  },
];

/** A page's title, marked as in error while its form has a problem. */
const titled = (title: string, inError: boolean) => (inError ? `${copy.errorTitle} ${title}` : title);

function errorSummary(errors: Record<string, string | undefined>): string {
  const items = Object.entries(errors)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`);
  // Always present (hidden when empty) so the page script can fill it without building markup.
  return `      <div class="hp-summary" id="error-summary" role="alert" tabindex="-1"${items.length ? '' : ' hidden'}>
        <h2>${escapeHtml(copy.errorSummary)}</h2>
        <ul>${items.join('')}</ul>
      </div>`;
}

function field(spec: FieldSpec, error: string | undefined, value: string): string {
  const hintId = spec.hint ? `${spec.name}-hint` : '';
  const describedBy = [hintId, `${spec.name}-error`].filter(Boolean).join(' ');
  return `        <div class="hp-field${error ? ' hp-field--error' : ''}">
          <label for="${spec.name}">${escapeHtml(spec.label)}</label>${
            spec.hint ? `\n          <p class="hp-hint" id="${hintId}">${escapeHtml(spec.hint)}</p>` : ''
          }
          <p class="hp-error" id="${spec.name}-error"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p>
          <input type="text" id="${spec.name}" name="${spec.name}" value="${escapeHtml(value)}" ${spec.attributes}
            aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''} required>
        </div>`;
}

export interface CardPageInput {
  paymentId: string;
  token: string;
  amountText: string;
  errors?: CardFormErrors;
  /** Only what is safe to send back: never the card number or the CVC. */
  values?: { expiry?: string; name?: string };
}

/** The hosted card form: amount, card number, expiry, CVC, name, Pay. */
export function renderCardPage(input: CardPageInput): string {
  const errors = input.errors ?? {};
  const base = `/hosted-payments/${encodeURIComponent(input.paymentId)}`;
  const values: Record<CardField, string> = {
    card_number: '',
    cvc: '',
    expiry: input.values?.expiry ?? '',
    name: input.values?.name ?? '',
  };
  const hints = TEST_CARD_HINTS.map(
    (c) => `<li><span class="hp-mono">${c.number}</span>: ${c.result}</li>`,
  ).join('');
  return htmlPage(
    titled(copy.card.title, Object.keys(errors).length > 0),
    `      <h1>${escapeHtml(copy.card.title)}</h1>
      <p class="hp-amount">${escapeHtml(copy.card.amount)} <strong>${escapeHtml(input.amountText)}</strong></p>
${errorSummary(errors)}
      <form method="post" action="${base}/pay" target="_top" novalidate class="hp-form" id="card-form"
        data-messages="${escapeHtml(JSON.stringify(CARD_MESSAGES))}">
        <input type="hidden" name="token" value="${escapeHtml(input.token)}">
${CARD_FIELDS.map((spec) => field(spec, errors[spec.name], values[spec.name])).join('\n')}
        <button type="submit" class="hp-button hp-pay">${escapeHtml(fillTemplate(copy.card.pay, { amount: input.amountText }))}</button>
      </form>
${cancelForm(`${base}/cancel`, input.token)}
      <details class="hp-test">
        <summary>${escapeHtml(copy.card.testCards)}</summary>
        <ul>${hints}</ul>
      </details>
      <p class="hp-small">${escapeHtml(copy.card.privacy)}</p>`,
  );
}

export interface ChallengePageInput {
  paymentId: string;
  token: string;
  amountText: string;
  cardText: string;
  error?: string;
}

/** The 3-D Secure step: the bank asks for a one-time code. */
export function renderChallengePage(input: ChallengePageInput): string {
  const base = `/hosted-payments/${encodeURIComponent(input.paymentId)}`;
  const error = input.error;
  return htmlPage(
    titled(copy.challenge.title, error !== undefined),
    `      <h1>${escapeHtml(copy.challenge.title)}</h1>
      <p>${fillTemplate(escapeHtml(copy.challenge.intro), { amount: `<strong>${escapeHtml(input.amountText)}</strong>`, card: escapeHtml(input.cardText) })}</p>
      <p>${escapeHtml(copy.challenge.codeHelp)}</p>
${errorSummary({ code: error })}
      <form method="post" action="${base}/challenge" target="_top" novalidate class="hp-form" id="challenge-form">
        <input type="hidden" name="token" value="${escapeHtml(input.token)}">
        <div class="hp-field${error ? ' hp-field--error' : ''}">
          <label for="code">${escapeHtml(copy.challenge.codeLabel)}</label>
          <p class="hp-error" id="code-error"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p>
          <input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6"
            class="hp-short" aria-describedby="code-error"${error ? ' aria-invalid="true"' : ''} required>
        </div>
        <button type="submit" class="hp-button">${escapeHtml(copy.challenge.confirm)}</button>
      </form>
${cancelForm(`${base}/cancel`, input.token)}`,
  );
}

export const CHALLENGE_CODE_MESSAGE = errorsJson.hostedPayment.challengeCode;
