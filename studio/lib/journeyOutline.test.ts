import { createHash } from 'node:crypto';
import journey from '../../journey/journey.json';
import rules from '../../journey/rules.json';
import { formDocuments } from '../../journey/src/forms/forms';
import { journeyLists } from '../../journey/src/lists/journeyLists';
import { lookUp } from '../../journey/src/steps/documentRefs';
import { stepDocuments } from '../../journey/src/steps/steps';
import {
  journeyOutline,
  outlineMemory,
  placeFindings,
  packOutline,
  sinceLastPush,
  unpackOutline,
  type OutlinePart,
} from './journeyOutline';

// The outline as the studio's server sends it: each list's options and each rule's description
// once, and after a save only what changed; the page gets the same outline back.

const documents: Record<string, unknown> = {
  'journey.json': journey,
  'rules.json': rules,
  ...stepDocuments,
  ...formDocuments,
  ...Object.fromEntries(journeyLists.map((list) => [`lists/${list.name.split('.')[1]}.json`, list])),
};
const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url');
const listed = (parts: readonly OutlinePart[]) => JSON.parse(JSON.stringify(parts)) as unknown;

/** The documents with the first option of the question's list renamed. */
function withOptionRenamed(parts: readonly OutlinePart[]) {
  const list = parts.flatMap((part) => part.questions).find((question) => question.list)?.list;
  if (!list) throw new Error('no question names a list');
  const document = structuredClone(documents[list.file]) as { options: { name: string }[] };
  document.options[0]!.name = `${document.options[0]!.name} (renamed)`;
  return { changed: { ...documents, [list.file]: document }, list: list.name };
}

describe('the outline as sent', () => {
  const parts = journeyOutline(documents);

  test('sends each list once and gives every question its options again', () => {
    const sent = packOutline(parts);
    const withList = sent.parts.flatMap((part) => part.questions).filter((question) => question.list);
    expect(withList.length).toBeGreaterThan(Object.keys(sent.tables.lists).length);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(parts).length);
    expect(listed(unpackOutline(JSON.parse(JSON.stringify(sent))) ?? [])).toEqual(listed(parts));
  });

  test('after a change, a push names the parts that did not change and the page fills them in', () => {
    const memory = outlineMemory();
    const first = sinceLastPush(packOutline(parts, hashOf), new Set());
    expect(first.outline.parts.every((part) => !('seen' in part))).toBe(true);
    expect(listed(unpackOutline(first.outline, memory) ?? [])).toEqual(listed(parts));

    const { changed, list } = withOptionRenamed(parts);
    const after = journeyOutline(changed);
    const second = sinceLastPush(packOutline(after, hashOf), first.hashes);
    // The parts are the same (they name the list); the lists are sent again.
    expect(second.outline.parts.every((part) => 'seen' in part)).toBe(true);
    expect('seen' in second.outline.tables).toBe(false);
    const unpacked = unpackOutline(second.outline, memory) ?? [];
    expect(listed(unpacked)).toEqual(listed(after));
    const options = unpacked.flatMap((part) => part.questions).find((q) => q.list?.name === list)
      ?.list?.options;
    expect(options?.[0]?.name).toMatch(/\(renamed\)$/);
  });

  test('a push naming a part the page was never sent asks for the whole outline', () => {
    const first = sinceLastPush(packOutline(parts, hashOf), new Set());
    const second = sinceLastPush(packOutline(parts, hashOf), first.hashes);
    expect(unpackOutline(second.outline, outlineMemory())).toBeUndefined();
  });
});

describe('a message with a placeholder', () => {
  /** The node a message's pointer is beside (its `errorMessage` object's holder). */
  const holderOf = (docs: Record<string, unknown>, file: string, pointer: string) =>
    pointer
      .split('/')
      .slice(1, -2)
      .reduce((node, key) => (node as Record<string, unknown>)[key], docs[file]) as Record<string, unknown>;
  const limited = (docs: Record<string, unknown>) =>
    journeyOutline(docs)
      .flatMap((part) => part.questions)
      .flatMap((question) => question.messages)
      .find((message) => message.keyword === 'maxItems' && message.text.includes('{maxItems}'));

  test('is also shown as customers read it, with the question’s limit, and follows the limit when it changes', () => {
    const message = limited(documents);
    if (!message) throw new Error('no message states {maxItems}');
    const limit = holderOf(documents, message.file, message.pointer).maxItems as number;
    expect(message.shown).toBe(message.text.replace('{maxItems}', String(limit)));

    const changed = structuredClone(documents);
    holderOf(changed, message.file, message.pointer).maxItems = limit + 7;
    expect(limited(changed)?.shown).toBe(message.text.replace('{maxItems}', String(limit + 7)));
  });

  const stating = (docs: Record<string, unknown>, placeholder: string) =>
    journeyOutline(docs)
      .flatMap((part) => part.questions)
      .flatMap((question) => question.messages)
      .find((message) => message.text.includes(placeholder));

  test('naming a member of its limit ({latestDate.days}) is shown with that number, as customers read it', () => {
    const message = stating(documents, '{latestDate.days}');
    if (!message) throw new Error('no message states {latestDate.days}');
    const bound = holderOf(documents, message.file, message.pointer).latestDate as { days: number };
    expect(message.shown).toBe(message.text.replace('{latestDate.days}', String(Math.abs(bound.days))));
  });

  test('naming a limit written once on another question ($ref) is shown with that number, and follows it', () => {
    const message = stating(documents, '{earliestDate.0.years}');
    if (!message) throw new Error('no message states {earliestDate.0.years}');
    const bounds = holderOf(documents, message.file, message.pointer).earliestDate as { years: unknown }[];
    const reference = bounds[0]?.years as { $ref: string };
    const [file, age] = lookUp(reference.$ref, message.file, documents as never);
    expect(message.shown).toBe(message.text.replace('{earliestDate.0.years}', String(age)));

    const changed = structuredClone(documents);
    const pointer = reference.$ref.split('#')[1] as string;
    holderOf(changed, file, `${pointer}/x`)[pointer.split('/').at(-1) as string] = (age as number) + 1;
    expect(stating(changed, '{earliestDate.0.years}')?.shown).toBe(
      message.text.replace('{earliestDate.0.years}', String((age as number) + 1)),
    );
  });

  test('without a placeholder is shown once, as written', () => {
    const messages = journeyOutline(documents).flatMap((part) => part.questions.flatMap((q) => q.messages));
    const plain = messages.find((message) => !message.text.includes('{'));
    expect(plain?.shown).toBeUndefined();
  });
});

describe('a finding in a list’s file', () => {
  test('is placed on every question answered from that list, and counted on its step', () => {
    const parts = journeyOutline(documents);
    const asking = parts.flatMap((part) => part.questions).find((question) => question.list);
    if (!asking?.list) throw new Error('no question names a list');
    const finding = {
      file: asking.list.file,
      path: 'options.0.value',
      message: 'has no rate',
      severity: 'warning' as const,
    };
    const placed = placeFindings(parts, [finding]);
    const fromList = placed.flatMap((part) =>
      part.questions.filter((question) => question.list?.file === finding.file),
    );
    expect(fromList.length).toBeGreaterThan(0);
    for (const question of fromList) expect(question.findings).toEqual([finding]);
    const others = placed.flatMap((part) =>
      part.questions.filter((question) => question.list?.file !== finding.file),
    );
    for (const question of others) expect(question.findings).toEqual([]);
  });
});

describe('the limits a question’s messages state', () => {
  test('are listed with where each is written', () => {
    const questions = journeyOutline(documents).flatMap((part) => part.questions);
    const message = questions
      .flatMap((question) => question.messages)
      .find((m) => m.keyword === 'maxItems' && m.text.includes('{maxItems}'));
    if (!message) throw new Error('no message states {maxItems}');
    const holder = message.pointer.split('/').slice(0, -2).join('/');
    const limit = questions
      .flatMap((question) => question.limits ?? [])
      .find((l) => l.file === message.file && l.pointer === `${holder}/maxItems`);
    const written = holder
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], documents[message.file]) as {
      maxItems: number;
    };
    expect(limit?.value).toBe(written.maxItems);
  });
});

describe('the counts of a date rule its messages state', () => {
  const questions = journeyOutline(documents).flatMap((part) => part.questions);
  // Every message naming a date rule's count ("up to {latestDate.days} days", "within
  // {earliestDate.years} years"), with the question it is a message of.
  const writtenAt = (file: string, pointer: string) =>
    pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], documents[file]);
  // A count written on another question (a `$ref` to the youngest age) is that question's limit.
  const stating = questions.flatMap((question) =>
    question.messages.flatMap((message) =>
      [...message.text.matchAll(/\{((?:earliestDate|latestDate)(?:\.\d+)?\.(?:days|months|years))\}/g)]
        .map(([, placeholder]) => ({ question, message, placeholder: placeholder! }))
        .filter(({ placeholder }) => {
          const holder = message.pointer.split('/').slice(0, -2).join('/');
          return typeof writtenAt(message.file, `${holder}/${placeholder.replaceAll('.', '/')}`) === 'number';
        }),
    ),
  );

  test('are limits of the question, each its count as written, where it is written', () => {
    expect(stating.length).toBeGreaterThan(0);
    for (const { question, placeholder } of stating) {
      const limit = question.limits?.find((l) => l.keyword === placeholder);
      expect(limit, `${question.path}: ${placeholder}`).toBeDefined();
      const written = writtenAt(limit!.file, limit!.pointer) as number;
      expect(limit!.value).toBe(Math.abs(written));
      expect(limit!.date?.back).toBe(written < 0);
    }
  });

  test('changed where it is written, the message customers read states the new count', () => {
    for (const { question, message, placeholder } of stating) {
      const limit = question.limits!.find((l) => l.keyword === placeholder)!;
      const document = structuredClone(documents[limit.file]);
      const keys = limit.pointer.split('/').slice(1);
      const holder = keys
        .slice(0, -1)
        .reduce<Record<string, unknown>>(
          (node, key) => node[key] as Record<string, unknown>,
          document as never,
        );
      const count = limit.value + 7;
      holder[keys.at(-1)!] = limit.date?.back ? -count : count;
      const after = journeyOutline({ ...documents, [limit.file]: document })
        .flatMap((part) => part.questions)
        .flatMap((q) => (q.path === question.path ? q.messages : []))
        .find((m) => m.file === message.file && m.pointer === message.pointer);
      expect(after?.shown, `${question.path}: ${placeholder}`).toContain(String(count));
      expect(after?.shown).not.toContain(`{${placeholder}}`);
    }
  });
});

describe('a limit the Proposal bounds too', () => {
  test('carries the entity’s bound, as the checker compares them', () => {
    const questions = journeyOutline(documents).flatMap((part) => part.questions);
    const bounded = questions.flatMap((question) =>
      (question.limits ?? []).filter((l) => l.entity).map((limit) => ({ question, limit })),
    );
    expect(bounded.map(({ limit }) => limit.keyword)).toContain('maxItems');
    for (const { question, limit } of bounded) {
      const entity = limit.entity!;
      expect(entity.words, question.path).toContain(String(entity.bound));
      // The journey as written passes the checker: each limit is within its bound.
      expect(entity.upper ? limit.value <= entity.bound : limit.value >= entity.bound).toBe(true);
    }
  });
});

describe('a limit written again by another part asking the same answer', () => {
  /** The documents with the price page's start date form writing step 6's window again, as a number. */
  function withWindowWrittenTwice(): Record<string, unknown> {
    const copy = structuredClone(documents) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- journey documents, edited by hand
    const step = copy['steps/06-cover-details/schema.json'].properties.risk.properties.start_date;
    copy['forms/start-date/schema.json'].properties.risk.properties.start_date.latestDate = structuredClone(
      step.latestDate,
    );
    return copy;
  }

  test('names the other places, each at the same value, never its own', () => {
    const questions = journeyOutline(withWindowWrittenTwice()).flatMap((part) => part.questions);
    const linked = questions.flatMap((question) =>
      (question.limits ?? []).filter((l) => l.alsoAt).map((limit) => ({ question, limit })),
    );
    // The cover start date: step 6 and the price page's start date form write its latest day.
    expect(linked.map(({ question }) => question.path)).toContain('risk.start_date');
    for (const { question, limit } of linked)
      for (const place of limit.alsoAt!) {
        expect(place.file === limit.file && place.pointer === limit.pointer).toBe(false);
        const other = questions
          .filter((q) => q.path === question.path)
          .flatMap((q) => q.limits ?? [])
          .find((l) => l.file === place.file && l.pointer === place.pointer);
        expect(other?.value).toBe(limit.value);
      }
  });

  test("a form naming a step's limit by a reference edits it where the step writes it, once", () => {
    const parts = journeyOutline(documents);
    const limitsOf = (part: string, path: string) =>
      parts.find((p) => p.id === part)!.questions.find((q) => q.path === path)!.limits ?? [];
    for (const [form, path] of [
      ['start-date', 'risk.start_date'],
      ['voluntary-excess', 'risk.voluntary_excess'],
    ] as const) {
      const named = limitsOf(form, path);
      expect(named.length).toBeGreaterThan(0);
      for (const limit of named) {
        expect(limit.file).toBe('steps/06-cover-details/schema.json');
        expect(limit.alsoAt).toBeUndefined();
        expect(lookUp(`#${limit.pointer}`, limit.file, documents)[1]).toBe(
          limit.date?.back ? -limit.value : limit.value,
        );
      }
    }
  });
});
