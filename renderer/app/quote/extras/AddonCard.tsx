import { useId, type Ref } from 'react';
import { ChevronIcon } from '../../assets/icons';
import { DocumentLink } from '../DocumentLink';
import type { AddonOffer } from './addonCatalogue';
import type { AddonAnswer } from './addonSelection';
import { extrasText } from './extrasText';
import { formatMoney } from '../money';

const text = extrasText.addons;

/** The two answer buttons of an add-on: Add to quote (Included once added) and No Thanks. */
export function AnswerButtons({
  title,
  answer,
  onAdd,
  onDecline,
}: {
  title: string;
  answer: AddonAnswer;
  onAdd: () => void;
  onDecline: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={`button ${answer === true ? 'button--primary' : 'button--secondary'} addon-answer`}
        aria-pressed={answer === true}
        onClick={onAdd}
      >
        {answer === true ? text.added : text.add} <span className="visually-hidden">{title}</span>
      </button>
      <button
        type="button"
        className={`button ${answer === false ? 'button--primary' : 'button--secondary'} addon-answer`}
        aria-pressed={answer === false}
        onClick={onDecline}
      >
        {text.decline} <span className="visually-hidden">{title}</span>
      </button>
    </>
  );
}

/**
 * One optional cover as a collapsible card: the title (the disclosure button, with the answer so
 * far), then the headline, description, price per year, documents and the answer buttons.
 */
export function AddonCard({
  offer,
  answer,
  open,
  onToggle,
  onAnswer,
  onNext,
  toggleRef,
}: {
  offer: AddonOffer;
  answer: AddonAnswer;
  open: boolean;
  onToggle: () => void;
  onAnswer: (answer: boolean) => void;
  onNext: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}) {
  const panelId = useId();
  const state = answer === true ? 'added' : answer === false ? 'declined' : 'unanswered';
  return (
    <li className={`addon-card addon-card--${state}`}>
      <h3 className="addon-card__heading">
        <button
          ref={toggleRef}
          type="button"
          className="addon-card__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="addon-card__title">{offer.title}</span>{' '}
          <span className="addon-card__status">{text.status[state]}</span>
          <ChevronIcon />
        </button>
      </h3>
      <div id={panelId} className="addon-card__panel" hidden={!open}>
        {offer.headline ? <p className="addon-card__headline">{offer.headline}</p> : null}
        {offer.description ? <p>{offer.description}</p> : null}
        <p className="addon-card__price">
          <strong>{formatMoney(offer.premium)}</strong> {text.perYear}
        </p>
        {offer.ipidUrl || offer.wordingUrl ? (
          <ul className="addon-card__links">
            {offer.ipidUrl ? (
              <li>
                <DocumentLink href={offer.ipidUrl}>
                  {text.ipid} <span className="visually-hidden">({offer.title})</span>
                </DocumentLink>
              </li>
            ) : null}
            {offer.wordingUrl ? (
              <li>
                <DocumentLink href={offer.wordingUrl}>
                  {text.wording} <span className="visually-hidden">({offer.title})</span>
                </DocumentLink>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="addon-card__actions">
          <AnswerButtons
            title={offer.title}
            answer={answer}
            onAdd={() => onAnswer(true)}
            onDecline={() => onAnswer(false)}
          />
          <button type="button" className="button button--link addon-card__next" onClick={onNext}>
            {text.next} <span className="visually-hidden">{offer.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
