import { marketingUrl } from '../../../journey/src/marketingUrl';
import { brand, pages } from '../journey';

/** Phone, e-mail, opening hours, FAQ link and accepted cards, under a heading of `level`. */
export function ContactDetails({ level = 2 }: { level?: 2 | 3 }) {
  const { contact } = brand;
  const { chrome } = pages;
  const Heading = `h${level}` as const;
  const SubHeading = `h${level + 1}` as 'h3' | 'h4';
  return (
    <div className="contact">
      <Heading className="contact__heading">{chrome.contactHeading}</Heading>
      <dl className="contact__list">
        <dt>{chrome.phoneLabel}</dt>
        <dd>
          <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
        </dd>
        <dt>{chrome.emailLabel}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>
      <SubHeading className="contact__subheading">{chrome.openingHoursHeading}</SubHeading>
      <dl className="contact__hours">
        {contact.openingHours.map((line) => (
          <div className="contact__hours-row" key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={marketingUrl(brand.marketingSiteUrl, contact.faq.link)}>{contact.faq.text}</a>
      </p>
      <p>{contact.payments}</p>
    </div>
  );
}
