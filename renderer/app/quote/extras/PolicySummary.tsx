import { useState } from 'react';
import type { Proposal, Quote } from '../../../../schemas/generated/index';
import { engineText } from '../../form/formText';
import { useOptionLists } from '../../form/useOptionLists';
import { DocumentLink } from '../DocumentLink';
import { addonTitle, isListed, offerFor } from './addonCatalogue';
import { coverStart } from './coverStart';
import { DetailList } from './DetailList';
import { extrasText } from './extrasText';
import { listName } from './listName';
import { formatMoney } from '../money';
import { SummarySection } from './SummarySection';

const text = extrasText.summary;
const yesNo = (value: boolean | undefined) =>
  value === undefined ? '' : value ? engineText.yes : engineText.no;

/**
 * The policy as quoted: cover start, web reference, endorsements, no claims discount, cover and
 * use, policy documents and the optional extras added.
 */
export function PolicySummary({ proposal, quote }: { proposal: Proposal; quote: Quote }) {
  const lists = useOptionLists();
  const [now] = useState(() => new Date());
  const risk = proposal.risk ?? {};
  const start = coverStart(risk.start_date, now);
  const ncd = risk.has_previous_insurance ? risk.previous_insurance?.ncd : undefined;
  const extras = (quote.addons ?? []).filter((addon) => addon.is_selected === true && isListed(addon.code));
  const endorsements = quote.endorsements ?? [];
  const wordings = (quote.wordings ?? []).filter((wording) => wording.url);
  const ipids = (quote.ipids ?? []).filter((ipid) => ipid.url);
  return (
    <>
      <SummarySection heading={text.coverStartHeading}>
        <DetailList
          rows={[
            [text.coverStartDate, start.date],
            [text.coverStartTime, start.time],
          ]}
        />
      </SummarySection>
      <SummarySection heading={text.referenceHeading}>
        <DetailList rows={[[text.referenceLabel, quote.reference]]} />
      </SummarySection>
      <SummarySection heading={text.endorsementsHeading}>
        {endorsements.length > 0 ? (
          <ul className="summary-list">
            {endorsements.map((endorsement, index) => (
              <li key={index}>{endorsement.text}</li>
            ))}
          </ul>
        ) : (
          <p>{text.noEndorsements}</p>
        )}
      </SummarySection>
      <SummarySection heading={text.ncdHeading}>
        <DetailList
          rows={[
            [text.ncdYears, ncd?.years ? listName(lists, 'ncd_years', ncd.years) : text.ncdNone],
            [text.ncdProtected, yesNo(ncd?.years ? ncd.is_protected : undefined)],
          ]}
        />
      </SummarySection>
      <SummarySection heading={text.coverHeading}>
        <DetailList
          rows={[
            [text.coverType, listName(lists, 'cover_type', risk.vehicle?.cover_type)],
            [text.classOfUse, listName(lists, 'class_of_use', risk.vehicle?.class_of_use)],
            [text.voluntaryExcess, formatMoney(quote.granted_voluntary_excess ?? risk.voluntary_excess)],
            [text.compulsoryExcess, formatMoney(quote.compulsory_excess)],
          ]}
        />
      </SummarySection>
      <SummarySection heading={text.documentsHeading}>
        <ul className="summary-list summary-documents">
          {wordings.map((wording) => (
            <li key={wording.url}>
              <DocumentLink href={wording.url!}>{wording.text ?? extrasText.addons.wording}</DocumentLink>
            </li>
          ))}
          {ipids.map((ipid) => (
            <li key={ipid.url}>
              <DocumentLink href={ipid.url!}>{text.ipid}</DocumentLink>
            </li>
          ))}
          {extras.map(offerFor).flatMap((offer) =>
            [
              [offer.ipidUrl, extrasText.addons.ipid],
              [offer.wordingUrl, extrasText.addons.wording],
            ].flatMap(([href, label]) =>
              href && label ? (
                <li key={`${offer.code} ${href}`}>
                  <DocumentLink href={href}>
                    {label} ({offer.title})
                  </DocumentLink>
                </li>
              ) : (
                []
              ),
            ),
          )}
        </ul>
      </SummarySection>
      <SummarySection heading={text.extrasHeading}>
        {extras.length > 0 ? (
          <DetailList
            rows={extras.map(
              (addon) => [addonTitle(addon), `${formatMoney(addon.premium)} ${text.perYear}`] as const,
            )}
          />
        ) : (
          <p>{text.noExtras}</p>
        )}
      </SummarySection>
    </>
  );
}
