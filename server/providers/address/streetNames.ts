import type { Region } from './postTowns';
import { pick } from './seededRandom';

// Street and house names as they are found in each kind of place, so a generated address reads
// like one from that part of the country. Lists are written as text, one name per "|".

const list = (text: string): readonly string[] => text.split('|').map((name) => name.trim());

const englishStems = list(
  'Church|Station|Victoria|Albert|Mill|Park|Queens|Kings|Manor|Grange|Orchard|Meadow|Chestnut|' +
    'Beech|Elm|Oak|Willow|Windsor|Springfield|Highfield|Westfield|Clarence|Cromwell|Nelson|' +
    'Wellington|Hawthorn|Cedar|Holly|Priory|Abbey|School|Chapel|Bridge|Brook|Hill|Green|Rectory',
);
const englishSuffixes = list(
  'Road|Road|Street|Street|Lane|Avenue|Close|Drive|Grove|Crescent|Gardens|Way|Terrace|Place|Rise|View|Walk',
);
const londonStems = list(
  'Albion|Amhurst|Balfour|Belsize|Cavendish|Clapham|Dalston|Elgin|Fairfax|Gladstone|Grosvenor|' +
    'Kingsland|Lavender|Lordship|Mildmay|Montague|Northcote|Park|Portland|Richmond|Stanhope|' +
    'Tollington|Victoria|Wellington',
);
const londonSuffixes = list('Road|Road|Street|Gardens|Grove|Square|Terrace|Avenue|Place');
const scottishStems = list(
  'Glebe|Burnside|Kirk|Glen|Bruce|Wallace|Montrose|Argyle|Castle|Mill|Station|Church|Park|' +
    'Victoria|Hillhead|Braeside|Craigie|Loch|Forth',
);
const scottishSuffixes = list('Road|Street|Brae|Wynd|Gardens|Crescent|Terrace|Place|Drive');
const welshNames = list(
  'Heol Las|Heol y Parc|Heol Hir|Heol y Felin|Ffordd y Mynydd|Ffordd yr Eglwys|Maes y Coed|' +
    'Bryn Teg|Pen y Bryn|Cae Glas|Stryd Fawr|Heol Isaf|Lon Fach',
);
const northernIrishStems = list(
  'Malone|Lisburn|Antrim|Ormeau|Castle|Church|Glen|Knock|Cregagh|Main|Springfield|Donegall|Ravenhill|Shore',
);
const northernIrishSuffixes = list('Road|Street|Park|Gardens|Avenue|Drive|Crescent');
const channelIslandNames = list(
  'Rue de la Mare|Rue des Pres|La Route du Nord|Rue du Moulin|La Rue de la Croix|' +
    'Route de Vinchelez|Les Varendes|Rue de la Fontaine|La Grande Route|Rue du Pont',
);

const houseNames: Record<Region, readonly string[]> = {
  england: list(
    'Rose Cottage|The Old Forge|Ivy House|Orchard House|The Laurels|Holly Lodge|Greenacres|' +
      'The Willows|Meadow View|Brookside|The Old Rectory|Hillcrest|Woodlands',
  ),
  london: list('The Coach House|The Mews House|Studio House'),
  scotland: list(
    'Craigview|Glenview|Burnside|Braeside|Hillhead Cottage|Rowan Lodge|Birchwood|Thistle Cottage|Bankhead',
  ),
  wales: list('Bryn Awel|Ty Gwyn|Hafod|Bryn Teg|Maes yr Haf|Pen y Bryn|Ty Newydd|Glan yr Afon'),
  'northern-ireland': list('Glenside|Rathmore|Ardmore|Hillcrest|Lismore|The Lodge'),
  'channel-islands': list('La Maison Blanche|Les Fougeres|Le Courtil|La Chaumiere|Beau Sejour'),
  'isle-of-man': list('Ballacain|Thie Veg|Ballamona|Cronk Beg|Rose Cottage|Glenside'),
};

/** A street name that fits the region; sometimes named after the town ("Leeds Road"). */
export function streetName(random: () => number, region: Region, town: string): string {
  const r = random();
  switch (region) {
    case 'wales':
      return r < 0.4 ? pick(random, welshNames) : compose(random, englishStems, englishSuffixes);
    case 'scotland':
      return compose(random, scottishStems, scottishSuffixes);
    case 'northern-ireland':
      return compose(random, northernIrishStems, northernIrishSuffixes);
    case 'channel-islands':
      return pick(random, channelIslandNames);
    case 'london':
      return compose(random, londonStems, londonSuffixes);
    default:
      return r < 0.1 && !town.includes(' ') ? `${town} Road` : compose(random, englishStems, englishSuffixes);
  }
}

/** A house name that fits the region. */
export const houseName = (random: () => number, region: Region): string => pick(random, houseNames[region]);

const compose = (random: () => number, stems: readonly string[], suffixes: readonly string[]) =>
  `${pick(random, stems)} ${pick(random, suffixes)}`;
