import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { question, questionMessage, questionNumber } from '../tests/support/journey/journeyText';
import { checkJourney, checkJourneyFolder } from './checkJourney';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a journey document, edited by hand
type Json = any;

// The limits these cases move, as the journey states them now, so a product person's change to one
// leaves the cases moving it elsewhere.
const formStartDays = questionNumber('risk.start_date', 'latestDate.days', 'start-date');
const laterStartDays = formStartDays + 30;
const mostExcess = questionNumber('risk.voluntary_excess', 'maximum');
const oldestAge = questionNumber('risk.proposer.date_of_birth', 'maxAge');
// Their messages as customers read them now, written out with the number (the journey may write
// them with a placeholder, {maxAge}, which follows the limit and leaves nothing to find).
const oldestAgeMessage = questionMessage('risk.proposer.date_of_birth', 'maxAge');
const formStartMessage = questionMessage('risk.start_date', 'latestDate', 'start-date');

function run(root: string): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = checkJourney(root, (line) => lines.push(line));
  return { code, lines };
}

describe('npm run check:journey', () => {
  test('finds no problem in the real journey (warnings, if any, do not fail it)', () => {
    const { code, lines } = run(repoRoot);
    expect(lines.at(-1)).toMatch(/^journey documents: \d+ files checked, no problems(, \d+ warnings?)?$/);
    expect(lines.slice(0, -1).filter((line) => !/^\S+ {2}(\S+: )?warning: /.test(line))).toEqual([]);
    expect(code).toBe(0);
  });

  describe('on a broken copy of the journey', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'check-journey-'));
      cpSync(join(repoRoot, 'journey'), join(root, 'journey'), {
        recursive: true,
        filter: (source) => !source.includes(`${join('journey', 'src')}`),
      });
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    const edit = (file: string, change: (text: string) => string) => {
      const path = join(root, 'journey', file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    };

    /** Changes a document as parsed JSON, written back as a product person would save it. */
    const json = (change: (document: Json) => void) => (text: string) => {
      const document = JSON.parse(text) as Json;
      change(document);
      return JSON.stringify(document, null, 2);
    };

    test.each<[string, string, (text: string) => string, string]>([
      [
        "the trial's condition naming DRIVEWAY where the list's value is DRIVE",
        'steps/05-using-the-van/schema.json',
        json((d) => {
          d.properties.risk.properties.duqs.allOf = [
            {
              if: { properties: { vehicle_night_location: { enum: ['LGAR', 'UGAR', 'DRIVEWAY'] } } },
              else: { properties: { tools_overnight: { type: 'boolean' } } },
            },
          ];
        }),
        `journey/steps/05-using-the-van/schema.json  properties.risk.properties.duqs.allOf.0.if.properties.vehicle_night_location.enum.2: the condition compares "${question('risk.duqs.vehicle_night_location')}" (vehicle_night_location) with "DRIVEWAY", which is not an option of the list duq_vehicle_night_location (did you mean "DRIVE"?)`,
      ],
      [
        "the trial's claims maximum raised to 6 in the step while the entity says 5",
        'steps/shared/driver-questions.schema.json',
        json((d) => {
          d.definitions['your-driving'].properties.driver_details.allOf[0].then.properties.claims.maxItems =
            6;
        }),
        'journey/steps/shared/driver-questions.schema.json  definitions.your-driving.properties.driver_details.allOf.0.then.properties.claims.maxItems: the step allows up to 6 items (maxItems 6) for risk.proposer.driver_details.claims, but the Proposal allows at most 5 items (schemas/entities/driver-details.schema.json)',
      ],
      [
        "the price page's start date form writing the cover start date's latest day as a number, which the step moved 30 days later",
        'steps/06-cover-details/schema.json',
        json((d) => {
          d.properties.risk.properties.start_date.latestDate.days = laterStartDays;
          edit(
            'forms/start-date/schema.json',
            json((form) => {
              form.properties.risk.properties.start_date.latestDate = { from: 'today', days: formStartDays };
            }),
          );
        }),
        `journey/forms/start-date/schema.json  risk.start_date: latestDate is {"from":"today","days":${formStartDays}} here but {"from":"today","days":${laterStartDays}} in steps/06-cover-details/schema.json, which asks the same question`,
      ],
      [
        'the most voluntary excess lowered on the price page only',
        'forms/voluntary-excess/schema.json',
        json((d) => {
          d.properties.risk.properties.voluntary_excess.maximum = mostExcess / 2;
        }),
        `journey/forms/voluntary-excess/schema.json  risk.voluntary_excess: maximum is ${mostExcess / 2} here but ${mostExcess} in steps/06-cover-details/schema.json, which asks the same question`,
      ],
      [
        'the oldest age lowered by 10 and its message left saying the old one',
        'steps/shared/driver-questions.schema.json',
        json((d) => {
          d.definitions['about-you'].properties.date_of_birth.errorMessage.maxAge = oldestAgeMessage;
          d.definitions['about-you'].properties.date_of_birth.maxAge = oldestAge - 10;
        }),
        `journey/steps/shared/driver-questions.schema.json  definitions.about-you.properties.date_of_birth.errorMessage.maxAge: the message says ${oldestAge}, but the maxAge beside it is ${oldestAge - 10}: customers would be told a limit the form does not apply. Write {maxAge} in the message, which says the limit whatever it becomes`,
      ],
      [
        'the latest cover start moved 30 days later and its message left saying the old limit',
        'forms/start-date/schema.json',
        json((d) => {
          d.properties.risk.properties.start_date.errorMessage.latestDate = formStartMessage;
          d.properties.risk.properties.start_date.latestDate = { from: 'today', days: laterStartDays };
        }),
        `journey/forms/start-date/schema.json  properties.risk.properties.start_date.errorMessage.latestDate: the message says ${formStartDays}, but the latestDate beside it is ${laterStartDays} days from today: customers would be told a limit the form does not apply. Write {latestDate.days} in the message, which says the limit whatever it becomes`,
      ],
      [
        "an add-on's wording linked to a document that is not written",
        'addons.json',
        json((d) => {
          d.addons[1].wording_url = '/documents/legal-protection-wordng';
        }),
        'journey/addons.json  addons.1.wording_url: "/documents/legal-protection-wordng" is no policy document: there is no file journey/content/documents/legal-protection-wordng.json (did you mean "legal-protection-wording"?)',
      ],
      [
        "a misspelt placeholder in a page form's message",
        'forms/start-date/schema.json',
        json((d) => {
          d.properties.risk.properties.start_date.errorMessage.latestDate =
            'Please enter a date up to {latestDate.dayz} days from today';
        }),
        "journey/forms/start-date/schema.json  properties.risk.properties.start_date.errorMessage.latestDate: the placeholder {latestDate.dayz} is never filled in (known here: {brand}, {phone}, {email}, {insurer}, {frn}, {companyNumber}, {registeredOffice}, and this question's {maxLength}, {latestDate.from}, {latestDate.days})",
      ],
      [
        'a misspelt reference to a shared definition',
        'steps/03-your-details/schema.json',
        (text) => text.replace('#/definitions/marital-status', '#/definitions/marital-statu'),
        'journey/steps/03-your-details/schema.json  properties.risk.properties.duqs.properties.marital_status_proposer.$ref: the reference "../shared/driver-questions.schema.json#/definitions/marital-statu" does not exist: journey/steps/shared/driver-questions.schema.json has no "marital-statu" in definitions (did you mean "marital-status"?)',
      ],
      [
        'a form file that is not JSON',
        'forms/recall/schema.json',
        (text) => text.replace('{', '{,'),
        'journey/forms/recall/schema.json  is not valid JSON',
      ],
      [
        'a misspelt widget',
        'steps/03-your-details/ui.json',
        (text) => text.replace('"ui:widget": "phone"', '"ui:widget": "phonee"'),
        'journey/steps/03-your-details/ui.json  risk.proposer.phone_numbers.mobile: the widget "phonee" is not one the form draws (did you mean "phone"?)',
      ],
      [
        'a file that is not JSON',
        'lists/yes_no.json',
        (text) => text.replace('{', '{,'),
        'journey/lists/yes_no.json  is not valid JSON',
      ],
    ])('%s: exit code 1 and a readable line', (_case, file, change, expected) => {
      edit(file, change);
      const { code, lines } = run(root);
      expect(code).toBe(1);
      expect(lines.some((line) => line.startsWith(expected))).toBe(true);
      expect(lines.at(-1)).toMatch(/^journey documents: \d+ files checked, \d+ problems?$/);
    });

    test('a comma after the last entry: the line and column of the mistake, and nothing more about that file', () => {
      const file = 'steps/05-using-the-van/ui.json';
      let text = '';
      edit(file, (original) => {
        text = original.replace(/("ui:widget": "yesNo")(\s*\})/, '$1,$2');
        return text;
      });
      // The parser stops at the "}" after the comma: its line and column, counted from 1.
      const stop = text.indexOf('}', text.indexOf('"ui:widget": "yesNo",'));
      const before = text.slice(0, stop).split('\n');
      const { code, lines } = run(root);
      expect(code).toBe(1);
      expect(lines.filter((line) => line.startsWith(`journey/${file} `))).toEqual([
        `journey/${file}  is not valid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: Expected double-quoted property name (a comma after the last entry of a list or object?)`,
      ]);
    });

    test('a key written twice in one object: each with its line and column, and the file still checked', () => {
      const file = 'forms/recall/schema.json';
      edit(file, (original) => original.replace('{\n', '{\n  "title": "",\n'));
      const { code, lines } = run(root);
      expect(code).toBe(1);
      expect(lines.filter((line) => line.startsWith(`journey/${file} `))).toEqual([
        `journey/${file}  title: has the key "title" twice in one object, at line 2, column 3 and again at line 5, column 3: only the last one counts, so remove the one you do not mean`,
      ]);
    });

    test('with the ratebook beside it: an add-on it does not price is named, with the file to edit', () => {
      cpSync(join(repoRoot, 'server/rating/ratebook.json'), join(root, 'server/rating/ratebook.json'));
      edit(
        'addons.json',
        json((d) => {
          d.addons.push({ ...d.addons[0], code: 'NEWCOVER' });
        }),
      );
      const { code, lines } = run(root);
      expect(code).toBe(1);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^journey\/addons\.json {2}addons\.\d+\.code: the add-on NEWCOVER has no price in the ratebook, so it is never offered to customers: add .* to "addons" in server\/rating\/ratebook\.json$/,
        ),
      );
    });
  });

  describe('npm run check:journey -- <a copy of journey/>', () => {
    let copy: string;
    beforeEach(() => {
      copy = join(mkdtempSync(join(tmpdir(), 'check-journey-copy-')), 'journey');
      cpSync(join(repoRoot, 'journey'), copy, {
        recursive: true,
        filter: (source) => !source.includes(`${join('journey', 'src')}`),
      });
    });
    afterEach(() => rmSync(dirname(copy), { recursive: true, force: true }));

    test('checks the copy, with this checkout’s prices when the copy has none beside it', () => {
      const file = join(copy, 'lists', 'duq_vehicle_night_location.json');
      const list = JSON.parse(readFileSync(file, 'utf8')) as Json;
      list.options.push({ name: 'Somewhere new', value: 'NEWPLACE' });
      writeFileSync(file, JSON.stringify(list, null, 2));
      const lines: string[] = [];
      expect(checkJourneyFolder(copy, (line) => lines.push(line))).toBe(0);
      // The ratebook's warning shows the copy was checked against the prices, not without them.
      expect(lines.some((line) => line.includes('NEWPLACE') && line.includes('warning'))).toBe(true);
    });

    test('names a problem of the copy, not of this checkout', () => {
      writeFileSync(join(copy, 'rules.json'), '{ "rules": [');
      const lines: string[] = [];
      expect(checkJourneyFolder(copy, (line) => lines.push(line))).toBe(1);
      expect(lines.join('\n')).toContain('journey/rules.json');
    });

    test('refuses a folder that is no journey', () => {
      const lines: string[] = [];
      expect(checkJourneyFolder(dirname(copy), (line) => lines.push(line))).toBe(2);
      expect(lines).toEqual([
        `${dirname(copy)} is no journey folder: name a folder called journey that holds journey.json`,
      ]);
    });
  });
});
