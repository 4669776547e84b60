import { medicalConditionHolders } from '../../../journey/src/rules/medicalConditionHolders';

type Doc = Record<string, unknown>;

/**
 * One medical condition per quote across all drivers: when a change makes a second driver answer
 * Yes, that answer goes back to No. Returns the document to keep and whether it was refused (the
 * form then shows the 'Sorry!' modal).
 */
export function limitMedicalConditions(previous: Doc, next: Doc): { document: Doc; refused: boolean } {
  const before = new Set(medicalConditionHolders(previous));
  const now = medicalConditionHolders(next);
  if (now.length <= 1) return { document: next, refused: false };
  const added = now.filter((holder) => !before.has(holder));
  let document = next;
  for (const holder of added.length ? added : now.slice(1)) document = withNo(document, holder.split('.'));
  return { document, refused: true };
}

/** A copy of `doc` with `<path>.driver_details.has_medical_condition` set to false. */
function withNo(doc: unknown, path: string[]): Doc {
  if (path.length === 0) {
    const driver = doc as Doc;
    return { ...driver, driver_details: { ...(driver.driver_details as Doc), has_medical_condition: false } };
  }
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(doc))
    return doc.map((item, i) => (String(i) === head ? withNo(item, rest) : item)) as unknown as Doc;
  const record = doc as Doc;
  return { ...record, [head]: withNo(record[head], rest) };
}
