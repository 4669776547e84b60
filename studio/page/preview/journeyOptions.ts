import { journeyLists } from '../../../journey/src/lists/journeyLists';
import type { OptionLists } from '../../../renderer/engine/form/OptionsContext';

/** Every reference list by key ("person_title"), as /api/list gives them to the customer app. */
export const journeyOptions: OptionLists = (key) =>
  journeyLists.find((list) => list.name.split('.')[1] === key)?.options;
