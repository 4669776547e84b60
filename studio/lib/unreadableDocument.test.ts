import { partFolder, partReads, unreadableDocument, unreadableFinding } from './unreadableDocument';

test('a stand-in holds its file’s finding; a document read from its file holds none', () => {
  const message = "is not valid JSON at line 6, column 9: Unexpected token ','";
  const standIn = JSON.parse(JSON.stringify(unreadableDocument('steps/05-x/schema.json', message)));
  expect(unreadableFinding(standIn)).toEqual({ file: 'steps/05-x/schema.json', path: '', message });
  expect(unreadableFinding({ title: 'A step', properties: {} })).toBeUndefined();
  expect(unreadableFinding({})).toBeUndefined();
  expect(unreadableFinding(null)).toBeUndefined();
});

test.each([
  [{ step: 5 }, 'steps/05-using-the-van/schema.json', true],
  [{ step: 5 }, 'steps/04-your-driving/schema.json', false],
  [{ step: 5 }, 'steps/shared/driver-questions.schema.json', true],
  [{ step: 5 }, 'lists/seats.json', true],
  [{ step: 5 }, 'journey.json', true],
  [{ step: 5 }, 'forms/recall/schema.json', false],
  [{ form: 'recall' }, 'forms/recall/ui.json', true],
  [{ form: 'recall' }, 'forms/recall-other/ui.json', false],
  [{ form: 'recall' }, 'steps/shared/driver-questions.schema.json', false],
  [{ form: 'recall' }, 'rules.json', true],
])('%o reads %s: %s', (part, file, reads) => {
  expect(partReads(partFolder(part), file)).toBe(reads);
});
