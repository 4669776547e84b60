import type { Quote } from '../../../../schemas/generated/index';
import { DocumentLink } from '../DocumentLink';
import { formatMoney } from '../money';
import { priceText } from './priceText';
import { TableScroll } from './TableScroll';

const text = priceText.excesses;

/** The excesses of each section, the endorsements, and the policy wording and IPID links. */
export function ExcessesAndEndorsements({ quote }: { quote: Quote }) {
  const wordings = (quote.wordings ?? []).filter((w) => w.type === 'policyDocumentUrl' && w.url);
  const ipids = (quote.ipids ?? []).filter((ipid) => ipid.url);
  const endorsements = quote.endorsements ?? [];
  return (
    <section className="price-section" aria-labelledby="price-excesses-heading">
      <h2 id="price-excesses-heading">{text.heading}</h2>
      {(quote.excesses ?? []).length > 0 ? (
        <TableScroll label={text.caption}>
          <table className="price-table">
            <caption>{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.section}</th>
                <th scope="col">{text.driver}</th>
                <th scope="col" className="price-table__amount">
                  {text.value}
                </th>
              </tr>
            </thead>
            <tbody>
              {(quote.excesses ?? []).map((excess, index) => (
                <tr key={index}>
                  <th scope="row">{excess.policy_section}</th>
                  <td>{excess.driver}</td>
                  <td className="price-table__amount">{formatMoney(excess.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <dl className="price-details">
        <div className="price-details__row">
          <dt>{text.compulsory}</dt>
          <dd>{formatMoney(quote.compulsory_excess ?? 0)}</dd>
        </div>
        <div className="price-details__row">
          <dt>{text.voluntary}</dt>
          <dd>{formatMoney(quote.granted_voluntary_excess ?? 0)}</dd>
        </div>
      </dl>
      {(quote.excesses ?? []).some((excess) => /windscreen/i.test(excess.policy_section)) ? (
        <p className="price-note">{text.windscreenNote}</p>
      ) : null}
      <h3>{text.endorsementsHeading}</h3>
      {endorsements.length > 0 ? (
        <ul className="price-endorsements">
          {endorsements.map((endorsement, index) => (
            <li key={index}>{endorsement.text}</li>
          ))}
        </ul>
      ) : (
        <p>{text.noEndorsements}</p>
      )}
      {wordings.length + ipids.length > 0 ? (
        <>
          <h3>{text.documentsHeading}</h3>
          <ul className="price-documents">
            {wordings.map((wording, index) => (
              <li key={`w${index}`}>
                <DocumentLink href={wording.url!}>{wording.text ?? text.policyWording}</DocumentLink>
              </li>
            ))}
            {ipids.map((ipid, index) => (
              <li key={`i${index}`}>
                <DocumentLink href={ipid.url!}>{text.ipid}</DocumentLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
