import { isObject } from './documentRefs';
import type { JsonObject } from './stepTypes';
import { withoutAnswers } from '../putAnswer';

// The one reading of a schema's conditions. A question is asked when a part of the schema that
// applies names it: the schema itself, each allOf member, and the branch an `if` takes (then when
// the answers satisfy it, else otherwise), at every level. Everything that walks a step's
// questions (clearing hidden answers, preparing answers for the step's checks, the question
// order, a question's title, the check-your-answers summary, the journey checker) reads them
// through this module, so the form, the server and the summary agree on what is asked.

/** Whether `data` satisfies an `if` schema (the server asks ajv, the browser the step's validator). */
export type Matches = (ifSchema: JsonObject, data: unknown) => boolean;

/**
 * How conditions are read: against the answers (`data` and `matches`), or not at all (`undefined`:
 * every branch applies, so every question the schema may ask is found).
 */
export type Reading = { data: unknown; matches: Matches } | undefined;

const maxDepth = 32;

function followLocalRef(schema: JsonObject, root: JsonObject | undefined): JsonObject | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || !root) return undefined;
  const target = ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
  return isObject(target) ? target : undefined;
}

/**
 * The parts of `schema` that apply at one level: itself, its allOf members, the branch its `if`
 * takes and a local `$ref`'s target, each with its own parts. With no reading, both branches.
 */
export function partsOf(schema: JsonObject, reading?: Reading, root?: JsonObject): JsonObject[] {
  const found: JsonObject[] = [];
  visitParts(schema, 0, found, reading, root);
  return found;
}

// A function of the module, not a closure made on each call: the server runs under tsx, which
// names every function a call makes, and the step checks walk the parts many times a save.
function visitParts(
  part: JsonObject,
  depth: number,
  found: JsonObject[],
  reading: Reading,
  root: JsonObject | undefined,
): void {
  if (depth > maxDepth || found.includes(part)) return;
  found.push(part);
  const target = followLocalRef(part, root);
  if (target) visitParts(target, depth + 1, found, reading, root);
  for (const member of Array.isArray(part.allOf) ? part.allOf : [])
    if (isObject(member)) visitParts(member, depth + 1, found, reading, root);
  if (isObject(part.if)) {
    const taken = reading
      ? [reading.matches(part.if, reading.data) ? part.then : part.else]
      : [part.then, part.else];
    for (const branch of taken) if (isObject(branch)) visitParts(branch, depth + 1, found, reading, root);
  } else {
    // A then/else without an if always applies, as JSON Schema ignores them; kept for the walk.
    if (!reading)
      for (const branch of [part.then, part.else])
        if (isObject(branch)) visitParts(branch, depth + 1, found, reading, root);
  }
}

/**
 * Each question the definitions ask of `reading.data` (every question they may ask, with no
 * reading), in the order written, with each of its definitions: a question defined in two parts
 * has two definitions.
 */
export function questionsOf(
  definitions: readonly JsonObject[],
  reading?: Reading,
  root?: JsonObject,
): Map<string, JsonObject[]> {
  return questionsIn(definitions.flatMap((definition) => partsOf(definition, reading, root)));
}

/** The questions the parts name, in the order written, each with its definitions. */
function questionsIn(parts: readonly JsonObject[]): Map<string, JsonObject[]> {
  const asked = new Map<string, JsonObject[]>();
  for (const part of parts) {
    if (!isObject(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      if (!isObject(property)) continue;
      const known = asked.get(name);
      if (known) known.push(property);
      else asked.set(name, [property]);
    }
  }
  return asked;
}

/** The definitions of a list's items, from every part that applies to the list. */
export function itemsOf(
  definitions: readonly JsonObject[],
  reading?: Reading,
  root?: JsonObject,
): JsonObject[] {
  return definitions
    .flatMap((definition) => partsOf(definition, reading, root))
    .map((part) => part.items)
    .filter(isObject);
}

const readingOf = (data: unknown, matches: Matches | undefined): Reading =>
  matches ? { data, matches } : undefined;

/**
 * The definitions of the answer at `path` ("risk.proposer.name.title"; a number or '*' for a list
 * item) below `schemas`. With `matches`, through the parts that apply to `data` on the way, so a
 * question hidden by these answers has none; without, through every part.
 */
export function definitionsAt(
  schemas: readonly JsonObject[],
  path: readonly string[],
  data?: unknown,
  matches?: Matches,
  root?: JsonObject,
): JsonObject[] {
  let found = [...schemas];
  let node = data;
  for (const segment of path) {
    const reading = readingOf(node, matches);
    if (segment === '*' || /^\d+$/.test(segment)) {
      found = itemsOf(found, reading, root);
      node = Array.isArray(node) && segment !== '*' ? node[Number(segment)] : undefined;
    } else {
      found = questionsOf(found, reading, root).get(segment) ?? [];
      node = isObject(node) ? node[segment] : undefined;
    }
    if (found.length === 0) return [];
  }
  return found;
}

/** Every question the schemas may ask, as dotted paths ('*' for list items) with their definitions. */
export function everyQuestion(
  schemas: readonly JsonObject[],
  root?: JsonObject,
): { path: string[]; definitions: JsonObject[] }[] {
  const found: { path: string[]; definitions: JsonObject[] }[] = [];
  const walk = (definitions: readonly JsonObject[], path: string[]) => {
    if (path.length > maxDepth) return;
    const items = itemsOf(definitions, undefined, root);
    if (items.length > 0) walk(items, [...path, '*']);
    for (const [name, childDefinitions] of questionsOf(definitions, undefined, root)) {
      found.push({ path: [...path, name], definitions: childDefinitions });
      walk(childDefinitions, [...path, name]);
    }
  };
  walk(schemas, []);
  return found;
}

/**
 * What `definitions` may ask whatever the answers (questionsOf and itemsOf with no reading), kept
 * for as long as the array of definitions lives. The arrays in a kept answer are themselves kept,
 * so a walk that starts from one lasting array of schemas (the seven steps) reads each level once
 * and thereafter only looks it up. Never changed by those who read it.
 */
interface Possible {
  definitions: readonly JsonObject[];
  questions: Map<string, JsonObject[]>;
  items: JsonObject[];
  /** Whether a part at this level has a condition (or a then/else): if not, the answers ask the same. */
  conditional: boolean;
  /** Whether a part at this level or any below has one: if not, no answer below is ever hidden. */
  hides?: boolean;
  /** How an object is cleaned when the parts that apply ask these questions (keyed by them). */
  plans?: WeakMap<Map<string, JsonObject[]>, Plan>;
  /** What the list items may ask (possibleOf of `items`). */
  itemsPossible?: Possible;
  /** The frames of these definitions, by the definitions that apply (see Frame). */
  frames?: WeakMap<readonly JsonObject[], Frame>;
}

/**
 * The definitions an answer is cleaned with (what the schemas may ask there, what the parts that
 * apply ask) with everything kept for them found once: the clean of an object hands its answers
 * their frames, so it looks nothing up for each answer it walks, and every answer of a list
 * shares one.
 */
interface Frame {
  possible: readonly JsonObject[];
  applying: readonly JsonObject[];
  every: Possible;
  /** The answers ask all the schemas may ask and nothing below has a condition: nothing goes. */
  settled: boolean;
  /** The conditions of `applying`, as askedOf reads them. */
  decisions: Decision;
}

function frameOf(every: Possible, applying: readonly JsonObject[], root: JsonObject | undefined): Frame {
  every.frames ??= new WeakMap();
  let frame = every.frames.get(applying);
  if (!frame) {
    const possible = every.definitions;
    frame = {
      possible,
      applying,
      every,
      settled: applying === possible && !hidesBelow(possible, root),
      decisions: decisionsOf(applying, root),
    };
    every.frames.set(applying, frame);
  }
  return frame;
}

/**
 * What cleaning an object comes to, once the questions asked of it are known: the answers that
 * go if given (the schemas may ask them, the parts that apply do not), and the answers that may
 * lose answers of their own, with the definitions each is read with. Every other answer stays as
 * it is, whatever it holds, so it is not looked at.
 */
interface Plan {
  drops: string[];
  below: { name: string; frame: Frame }[];
}

function planOf(every: Possible, asked: Map<string, JsonObject[]>, root: JsonObject | undefined): Plan {
  every.plans ??= new WeakMap();
  let plan = every.plans.get(asked);
  if (!plan) {
    plan = { drops: [...every.questions.keys()].filter((name) => !asked.has(name)), below: [] };
    for (const [name, applying] of asked) {
      const possible = every.questions.get(name) ?? applying;
      // As clean() finds: nothing below is ever hidden, or nothing below is asked at all.
      if (possible === applying && !hidesBelow(possible, root)) continue;
      const next = possibleOf(possible, root);
      if (next.questions.size === 0 && next.items.length === 0) continue;
      plan.below.push({ name, frame: frameOf(next, applying, root) });
    }
    every.plans.set(asked, plan);
  }
  return plan;
}

function isOwnAnswer(value: JsonObject, name: string): boolean {
  return Object.prototype.propertyIsEnumerable.call(value, name);
}

/** Whether the definitions have a condition at their level or below (so an answer there may be hidden). */
function hidesBelow(definitions: readonly JsonObject[], root: JsonObject | undefined, depth = 0): boolean {
  const possible = possibleOf(definitions, root);
  if (possible.hides === undefined) {
    possible.hides =
      depth > maxDepth ||
      possible.conditional ||
      (possible.items.length > 0 && hidesBelow(possible.items, root, depth + 1)) ||
      [...possible.questions.values()].some((below) => hidesBelow(below, root, depth + 1));
  }
  return possible.hides;
}
const possibleByRoot = new WeakMap<object, WeakMap<readonly JsonObject[], Possible>>();
const NO_ROOT = {};

function possibleOf(definitions: readonly JsonObject[], root: JsonObject | undefined): Possible {
  let byDefinitions = possibleByRoot.get(root ?? NO_ROOT);
  if (!byDefinitions) possibleByRoot.set(root ?? NO_ROOT, (byDefinitions = new WeakMap()));
  let possible = byDefinitions.get(definitions);
  if (!possible) {
    possible = {
      definitions,
      questions: questionsOf(definitions, undefined, root),
      items: itemsOf(definitions, undefined, root),
      conditional: definitions.some((definition) =>
        partsOf(definition, undefined, root).some(
          (part) => part.if !== undefined || part.then !== undefined || part.else !== undefined,
        ),
      ),
    };
    byDefinitions.set(definitions, possible);
  }
  return possible;
}

/** What the parts that apply to some answers ask: their questions and their list items. */
interface Asked {
  questions: Map<string, JsonObject[]>;
  items: JsonObject[];
}

/**
 * What an array of definitions asks, as a tree of its conditions: the walk of its parts asks the
 * same `if`s in the same order whenever the answers to the earlier ones are the same, so a node
 * holds the `if` asked next (`test`) and a branch for each answer, down to what the parts then
 * ask. Grown as answers meet new branches; read-only once grown.
 */
interface Decision {
  test?: JsonObject;
  yes?: Decision;
  no?: Decision;
  asked?: Asked;
}
const decisionsByRoot = new WeakMap<object, WeakMap<readonly JsonObject[], Decision>>();

/**
 * questionsOf and itemsOf of `definitions` for `data`, as one walk would find them: only the
 * conditions on the way are tested (with `matches`), and what they lead to is kept with the
 * definitions, so the server's every save and the form's every change do not walk the parts and
 * build the maps again. The arrays answered are kept too, so the levels below are found the same way.
 */
function askedOf(
  top: Decision,
  definitions: readonly JsonObject[],
  data: unknown,
  matches: Matches,
  root: JsonObject | undefined,
): Asked {
  const answers: boolean[] = [];
  let node = top;
  while (!node.asked) {
    if (!node.test) return grow(top, answers, definitions, data, matches, root);
    const yes = matches(node.test, data);
    answers.push(yes);
    node = yes ? (node.yes ??= {}) : (node.no ??= {});
  }
  return node.asked;
}

/** The tree of the conditions of `definitions`, kept with them (see Decision). */
function decisionsOf(definitions: readonly JsonObject[], root: JsonObject | undefined): Decision {
  let byDefinitions = decisionsByRoot.get(root ?? NO_ROOT);
  if (!byDefinitions) decisionsByRoot.set(root ?? NO_ROOT, (byDefinitions = new WeakMap()));
  let top = byDefinitions.get(definitions);
  if (!top) byDefinitions.set(definitions, (top = {}));
  return top;
}

/** Walks the parts for `data` (the conditions already answered are not tested again) and keeps the branch. */
function grow(
  top: Decision,
  answered: readonly boolean[],
  definitions: readonly JsonObject[],
  data: unknown,
  matches: Matches,
  root: JsonObject | undefined,
): Asked {
  const tested: { test: JsonObject; yes: boolean }[] = [];
  const recording: Matches = (ifSchema, value) => {
    const yes = tested.length < answered.length ? answered[tested.length]! : matches(ifSchema, value);
    tested.push({ test: ifSchema, yes });
    return yes;
  };
  const parts = definitions.flatMap((definition) => partsOf(definition, { data, matches: recording }, root));
  const asked: Asked = {
    questions: questionsIn(parts),
    items: parts.map((part) => part.items).filter(isObject),
  };
  let node = top;
  for (const { test, yes } of tested) {
    node.test ??= test;
    node = yes ? (node.yes ??= {}) : (node.no ??= {});
  }
  node.asked = asked;
  return asked;
}

interface Cleaning {
  matches: Matches;
  root: JsonObject | undefined;
  /** Set when an answer was dropped. */
  dropped: boolean;
  /** What a clean made of each part, by the definitions it read it with (see Kept). */
  kept: WeakMap<object, Kept>;
}

/** What a part came to when cleaned with a frame at a depth: the part itself when nothing went. */
interface Kept {
  frame: Frame;
  depth: number;
  cleaned: unknown;
}

function clean(frame: Frame, value: unknown, cleaning: Cleaning, depth: number): unknown {
  // An answer that is no object or list has nothing below it to drop (most answers are such).
  if (typeof value !== 'object' || value === null || depth > maxDepth) return value;
  // Where nothing below has a condition, the answers ask all the schemas may ask: nothing goes.
  if (frame.settled) return value;
  // A part a clean read with the same definitions comes to what it came to then: the clean is a
  // function of them. A second pass walks only the parts on the way to a drop, and a save that
  // sends the stored answers back with one changed walks only the way to that answer.
  const before = cleaning.kept.get(value);
  if (before && before.frame === frame && before.depth === depth) {
    // Something below went then, and goes again now.
    if (before.cleaned !== value) cleaning.dropped = true;
    return before.cleaned;
  }
  const cleaned = cleanPart(frame, value, cleaning, depth);
  cleaning.kept.set(value, { frame, depth, cleaned });
  return cleaned;
}

function cleanPart(frame: Frame, value: unknown, cleaning: Cleaning, depth: number): unknown {
  const { matches, root } = cleaning;
  const { possible, applying, every } = frame;
  if (Array.isArray(value)) {
    const everyItem = every.items;
    if (everyItem.length === 0) return value;
    // Without a condition at this level the answers ask what the schemas may ask.
    const askedItem =
      applying === possible && !every.conditional
        ? everyItem
        : askedOf(frame.decisions, applying, value, matches, root).items;
    const itemFrame = frameOf((every.itemsPossible ??= possibleOf(everyItem, root)), askedItem, root);
    let items: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const cleaned = clean(itemFrame, item, cleaning, depth + 1);
      if (cleaned !== item) (items ??= value.slice())[i] = cleaned;
    }
    return items ?? value;
  }
  if (!isObject(value)) return value;
  const mayAsk = every.questions;
  if (mayAsk.size === 0) return value;
  const asked =
    applying === possible && !every.conditional
      ? mayAsk
      : askedOf(frame.decisions, applying, value, matches, root).questions;
  const plan = planOf(every, asked, root);
  // Copied only when something below changes; otherwise the answers are shared as they are.
  let kept: JsonObject | undefined;
  // A question the schemas may ask but do not ask of these answers: its answer goes.
  let gone: string[] | undefined;
  for (const name of plan.drops) if (isOwnAnswer(value, name)) (gone ??= []).push(name);
  if (gone) {
    kept = withoutAnswers(value, gone);
    cleaning.dropped = true;
  }
  for (const { name, frame: below } of plan.below) {
    const answer = value[name];
    if (typeof answer !== 'object' || answer === null || !isOwnAnswer(value, name)) continue;
    const cleaned = clean(below, answer, cleaning, depth + 1);
    if (cleaned !== answer) (kept ??= { ...value })[name] = cleaned;
  }
  return kept ?? value;
}

// The form passes a new array of the same schema on every change: one kept array stands for each
// list of schemas, so what is kept for it (possibleOf, askedOf) is found again.
const keptArrays = new WeakMap<JsonObject, (readonly JsonObject[])[]>();

function keptArray(schemas: readonly JsonObject[]): readonly JsonObject[] {
  const first = schemas[0];
  if (!first) return schemas;
  let known = keptArrays.get(first);
  if (!known) keptArrays.set(first, (known = []));
  const same = known.find((kept) => kept.length === schemas.length && kept.every((s, i) => s === schemas[i]));
  if (same) return same;
  const kept = [...schemas];
  known.push(kept);
  return kept;
}

/**
 * What every clean with these conditions (`matches`) made of each part, kept for as long as the
 * part lives: answers are never changed once made (every change makes a new object), and a frame
 * names the definitions and the root it was read with, so a part met again with the same frame
 * comes to the same. Only for schemas whose conditions read nothing but the answers (no clock):
 * for others, what a clean made is kept for that clean alone.
 */
const leftAsTheyWere = new WeakMap<Matches, WeakMap<object, Kept>>();

// The keywords a condition may use for what a clean made of an answer to hold on another day: none
// reads the clock (the journey's date keywords do) or anything but the answers below it.
const ANSWERS_ONLY = new Set([
  'type',
  'properties',
  'required',
  'const',
  'enum',
  'not',
  'allOf',
  'anyOf',
  'oneOf',
  'items',
  'contains',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minProperties',
  'maxProperties',
  'additionalProperties',
  'if',
  'then',
  'else',
  'title',
  'description',
  '$comment',
]);

/** Whether a condition (an `if`) uses none but ANSWERS_ONLY's keywords, at every level. */
function readsOnlyAnswers(condition: unknown): boolean {
  if (typeof condition === 'boolean') return true;
  if (Array.isArray(condition)) return condition.every(readsOnlyAnswers);
  if (!isObject(condition)) return false;
  for (const [keyword, value] of Object.entries(condition)) {
    if (!ANSWERS_ONLY.has(keyword)) return false;
    if (keyword === 'properties') {
      if (!isObject(value) || !Object.values(value).every(readsOnlyAnswers)) return false;
    } else if (keyword === 'required' || keyword === 'const' || keyword === 'enum' || keyword === 'type') {
      continue;
    } else if (typeof value === 'object' && value !== null && !readsOnlyAnswers(value)) return false;
  }
  return true;
}

const answersOnly = new WeakMap<readonly JsonObject[], WeakMap<object, boolean>>();

/** Whether every condition in the schemas (and `root`'s definitions) reads the answers alone. */
function conditionsReadOnlyAnswers(schemas: readonly JsonObject[], root: JsonObject | undefined): boolean {
  let byRoot = answersOnly.get(schemas);
  if (!byRoot) answersOnly.set(schemas, (byRoot = new WeakMap()));
  let found = byRoot.get(root ?? NO_ROOT);
  if (found === undefined) {
    const conditionsIn = (value: unknown): boolean => {
      if (Array.isArray(value)) return value.every(conditionsIn);
      if (!isObject(value)) return true;
      for (const [keyword, inner] of Object.entries(value))
        if (keyword === 'if' ? !readsOnlyAnswers(inner) : !conditionsIn(inner)) return false;
      return true;
    };
    found = schemas.every(conditionsIn) && conditionsIn(root);
    byRoot.set(root ?? NO_ROOT, found);
  }
  return found;
}

/** Passes at most: an answer dropped can hide another (no drivers, so no driver's marital status). */
const maxPasses = 8;

/**
 * The answers without those the schemas hide: an answer to a question that some branch of the
 * schemas asks, but no part that applies to these answers asks, is dropped, at every level and in
 * every list item, pass after pass until nothing more goes (an answer dropped may hide another).
 * Answers the schemas never ask (other steps', the server's own) stay. Pass the seven step schemas
 * for the whole proposal, or the open step's alone in the form. `data` is not changed: what
 * loses an answer is copied, and whatever keeps all its answers is shared with `data` (`data`
 * itself when nothing is hidden).
 */
export function withoutHidden(
  schemas: readonly JsonObject[],
  data: unknown,
  matches: Matches,
  root?: JsonObject,
): unknown {
  const kept = keptArray(schemas);
  const top = frameOf(possibleOf(kept, root), kept, root);
  let left = conditionsReadOnlyAnswers(kept, root) ? leftAsTheyWere.get(matches) : new WeakMap();
  if (!left) leftAsTheyWere.set(matches, (left = new WeakMap()));
  let current = data;
  for (let pass = 0; pass < maxPasses; pass++) {
    const cleaning: Cleaning = { matches, root, dropped: false, kept: left };
    current = clean(top, current, cleaning, 0);
    if (!cleaning.dropped) break;
  }
  return current;
}
