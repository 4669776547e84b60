import { toThirdPerson } from './toThirdPerson';

describe('toThirdPerson', () => {
  test.each([
    ['Have you had any claims in the last 5 years?', 'Have they had any claims in the last 5 years?'],
    [
      'Have you had any motoring convictions in the last 5 years?',
      'Have they had any motoring convictions in the last 5 years?',
    ],
    ['What is your date of birth?', 'What is their date of birth?'],
    ['Enter your first name', 'Enter their first name'],
    ['Enter your last name', 'Enter their last name'],
    ['Enter your date of birth', 'Enter their date of birth'],
    ['Select your title', 'Select their title'],
    ['What is your marital status?', 'What is their marital status?'],
    ['Were you born in the UK?', 'Were they born in the UK?'],
    ['When did you become a UK resident?', 'When did they become a UK resident?'],
    ['How long have you lived in the UK?', 'How long have they lived in the UK?'],
    ['What is your employment status?', 'What is their employment status?'],
    ['What type of business do you work in?', 'What type of business do they work in?'],
    ['Do you have a second occupation?', 'Do they have a second occupation?'],
    [
      'Have you ever had insurance refused, cancelled or special terms imposed?',
      'Have they ever had insurance refused, cancelled or special terms imposed?',
    ],
    ['Has an insurer ever refused to insure you?', 'Has an insurer ever refused to insure them?'],
    [
      'Do you have any non-motoring criminal convictions?',
      'Do they have any non-motoring criminal convictions?',
    ],
    ['What type of licence do you hold?', 'What type of licence do they hold?'],
    ['When did you pass your test?', 'When did they pass their test?'],
    ['Has your licence ever been revoked?', 'Has their licence ever been revoked?'],
    [
      'Do you have a medical condition that the DVLA should know about?',
      'Do they have a medical condition that the DVLA should know about?',
    ],
    ['Are you a member of a motoring organisation?', 'Are they a member of a motoring organisation?'],
    ['Do you have access to any other vehicles?', 'Do they have access to any other vehicles?'],
    ['Have you passed Pass Plus?', 'Have they passed Pass Plus?'],
    ['Are you the registered keeper of the van?', 'Are they the registered keeper of the van?'],
    ['Please tell us if you are a homeowner', 'Please tell us if they are a homeowner'],
    ["You're covered to drive other vehicles", "They're covered to drive other vehicles"],
    ['You’re covered to drive other vehicles', 'They’re covered to drive other vehicles'],
    ["If you've held your licence for under a year", "If they've held their licence for under a year"],
    ["you'll need your licence number", "they'll need their licence number"],
    [
      'You need to be 17 years or over to take out insurance with us',
      'They need to be 17 years or over to take out insurance with us',
    ],
    ['Is the van yours?', 'Is the van theirs?'],
    ['Did you hurt yourself in the accident?', 'Did they hurt themselves in the accident?'],
    ['Is the van registered to you?', 'Is the van registered to them?'],
    ['Does anyone else drive with you regularly?', 'Does anyone else drive with them regularly?'],
    ['Were they older than you are now?', 'Were they older than they are now?'],
    ['YOUR DETAILS', 'THEIR DETAILS'],
    ['Your relationship to the proposer', 'Their relationship to the proposer'],
    [
      'Please provide an answer to this question to proceed.',
      'Please provide an answer to this question to proceed.',
    ],
    ['Please add at least one claim', 'Please add at least one claim'],
    ['Thank you', 'Thank you'],
    ['Young drivers and youth schemes', 'Young drivers and youth schemes'],
    ['', ''],
  ])('%s', (text, expected) => {
    expect(toThirdPerson(text)).toBe(expected);
  });

  test('is idempotent: third-person text stays as it is', () => {
    const once = toThirdPerson('Have you had any claims on your policy?');
    expect(toThirdPerson(once)).toBe(once);
  });
});
