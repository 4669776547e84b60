/** "risk.duqs.marital_status_driver_{n}" with n = 2 -> "risk.duqs.marital_status_driver_2" */
export function numberedPath(template: string, n: number): string {
  return template.replace('{n}', String(n));
}
