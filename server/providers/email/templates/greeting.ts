import { fillTemplate } from '../../../../journey/src/fillTemplate';
import type { Proposal } from '../../../../schemas/generated/index';
import type { EmailWords } from './emailWords';

/** "Dear Mr O'Connor", "Dear James", or "Hello" when the proposal has no name yet. */
export function greeting(proposal: Proposal, words: EmailWords['greeting']): string {
  const name = proposal.risk?.proposer?.name;
  if (name?.salutation) return fillTemplate(words.salutation, { salutation: name.salutation });
  if (name?.title && name.surname)
    return fillTemplate(words.titleAndSurname, { title: name.title, surname: name.surname });
  if (name?.forenames) return fillTemplate(words.forenames, { forenames: name.forenames });
  return words.noName;
}
