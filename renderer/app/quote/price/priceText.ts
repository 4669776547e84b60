import priceJson from '../../../../journey/content/price.json';
import classOfUseJson from '../../../../journey/lists/class_of_use.json';
import coverTypeJson from '../../../../journey/lists/cover_type.json';
import sourceOfBusinessJson from '../../../../journey/lists/source_of_business.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { engineText } from '../../form/formText';
import { addonTitle as catalogueTitle } from '../extras/addonCatalogue';
import { textValues } from '../../journey';

/** The price page's copy (journey/content/price.json). */
export const priceText = priceJson;

/** One row of the average NCD discount table: `to` null means "and more". */
export interface NcdDiscountBand {
  from: number;
  to: number | null;
  percent: number;
}

export const averageNcdDiscount: readonly NcdDiscountBand[] = priceJson.modals.ncdProtection.averageDiscount;

/** The step-back scale: row N is N years of NCD, column K the years left after K + 1 claims. */
export const ncdStepBack: readonly (readonly number[])[] = priceJson.modals.ncdProtection.stepBack.rows;

/** A text of price.json with the brand's values and the given ones filled in. */
export function priceCopy(text: string, values: Record<string, string | number> = {}): string {
  return fillTemplate(text, { ...textValues, ...values });
}

interface NamedOptions {
  options: { name: string; value: string }[];
}

/** The name of a reference list's value, 'Unknown' when the list does not have it. */
function nameIn(list: NamedOptions, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  return list.options.find((option) => option.value === value)?.name ?? engineText.unknownOption;
}

export const coverTypeName = (value: string | undefined) => nameIn(coverTypeJson, value);
export const classOfUseName = (value: string | undefined) => nameIn(classOfUseJson, value);
export const sourceOfBusinessName = (value: string | undefined) => nameIn(sourceOfBusinessJson, value);

/** The customer's name of an add-on, as the basket and summary name it, else its code. */
export function addonTitle(code: string): string {
  return catalogueTitle({ code });
}

/** The cover benefits of a cover type (C, TPFT, TPO); none for an unknown type. */
export function coverBenefits(coverType: string | undefined): readonly string[] {
  const benefits: Record<string, string[]> = priceJson.included.benefits;
  return (coverType && benefits[coverType]) || [];
}
