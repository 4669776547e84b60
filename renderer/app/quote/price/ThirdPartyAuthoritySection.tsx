import { type RefObject, useEffect } from 'react';
import thirdPartyAuthoritySchema from '../../../../journey/forms/third-party-authority/schema.json';
import { formNumber } from '../../../../journey/src/forms/formNumber';
import type { FormDocument } from '../../../engine/form/types';
import { PageForm } from '../../forms/PageForm';
import { userfieldsOf } from './formValues';
import { thirdPartyAuthority, type ThirdPartyAuthority } from './priceFacts';
import { priceCopy, priceText } from './priceText';

const text = priceText.thirdPartyAuthority;
/** The youngest person the form accepts, as the section's text states it. */
const minAge = formNumber(thirdPartyAuthoritySchema, ['risk', 'userfields', 'tpa_date_of_birth'], 'minAge');

/** The form's document with No keeping none of the six details (the server clears them too). */
export function keepThirdPartyAuthority(_previous: FormDocument, next: FormDocument): FormDocument {
  const userfields = userfieldsOf(next);
  if (userfields.has_third_party_authority !== false) return next;
  if (Object.keys(userfields).every((key) => !key.startsWith('tpa_'))) return next;
  return { ...next, risk: { userfields: thirdPartyAuthority(userfields) } };
}

/**
 * Third Party Authority: someone the customer allows to discuss the policy. The answers travel
 * with Continue; Save has the server check them on their own (a check-only call) meanwhile. With
 * `askOnDraw` (payment was refused for want of these answers) the form, once drawn, is submitted
 * as Continue submits it: its error summary shows what is missing and takes the focus.
 */
export function ThirdPartyAuthoritySection({
  initial,
  formRef,
  checked,
  onChange,
  onSave,
  askOnDraw = false,
  onAsked,
}: {
  initial: ThirdPartyAuthority;
  /** Around the form, so the page can submit it to show what is missing. */
  formRef: RefObject<HTMLDivElement | null>;
  /** The last Save passed the server's check (and nothing has changed since). */
  checked: boolean;
  onChange: (answers: ThirdPartyAuthority) => void;
  onSave: (answers: ThirdPartyAuthority) => void;
  /** Show what is missing as soon as the form is drawn; `onAsked` is told once it has been. */
  askOnDraw?: boolean;
  onAsked?: () => void;
}) {
  useEffect(() => {
    const form = askOnDraw ? formRef.current?.querySelector('form') : undefined;
    if (!form) return;
    onAsked?.();
    form.requestSubmit();
  }, [askOnDraw, formRef, onAsked]);
  return (
    <section className="price-section" aria-labelledby="price-tpa-heading">
      <h2 id="price-tpa-heading">{text.heading}</h2>
      <p>{priceCopy(text.text, { minAge })}</p>
      <div ref={formRef}>
        <PageForm
          name="third-party-authority"
          initialData={{ risk: { userfields: initial } }}
          transform={keepThirdPartyAuthority}
          onChange={(data) => onChange(thirdPartyAuthority(userfieldsOf(data)))}
          onValid={(data) => onSave(thirdPartyAuthority(userfieldsOf(data)))}
        />
      </div>
      <p className="price-status" aria-live="polite">
        {checked ? text.checked : ''}
      </p>
    </section>
  );
}
