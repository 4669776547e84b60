/**
 * The DOM id RJSF gives the field at a dotted data path ("person.name.first" ->
 * "root_person_name_first"), so errors found by path can be shown by the field with that id.
 */
export function idForPath(path: string): string {
  return path ? `root_${path.split('.').join('_')}` : 'root';
}
