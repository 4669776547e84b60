const numbered = new Map<string, string[]>();

/** "risk.duqs.marital_status_driver_{n}" with n = 2 -> "risk.duqs.marital_status_driver_2" (remembered). */
export function numberedPath(template: string, n: number): string {
  let paths = numbered.get(template);
  if (!paths) numbered.set(template, (paths = []));
  return (paths[n] ??= template.replace('{n}', String(n)));
}
