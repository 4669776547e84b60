import type { Content } from './contentTypes';
import { CATCH_ALL_PATH, type Journey } from './journeyTypes';

/**
 * What is wrong in journey.json and the content that refers to its routes, as readable sentences
 * (`[]` when nothing is): every route name used anywhere must exist, paths must be unique and
 * absolute, there must be one catch-all route, every route needs a page heading, step ids must be
 * unique kebab-case.
 */
export function journeyProblems(
  journey: Journey,
  content: Pick<Content, 'brand' | 'pages' | 'errors'>,
): string[] {
  const problems: string[] = [];
  const names = new Set(Object.keys(journey.routes));
  const known = (where: string, name: string) => {
    if (!names.has(name)) problems.push(`${where} names the unknown route '${name}'`);
  };

  const paths = Object.values(journey.routes);
  if (paths.filter((path) => path === CATCH_ALL_PATH).length !== 1)
    problems.push(`there must be exactly one '*' route`);
  for (const [name, path] of Object.entries(journey.routes)) {
    if (path !== CATCH_ALL_PATH && !path.startsWith('/'))
      problems.push(`route ${name} has a relative path '${path}'`);
    if (paths.indexOf(path) !== paths.lastIndexOf(path))
      problems.push(`route ${name} shares its path '${path}'`);
    if (!content.pages.pages[name as keyof Journey['routes']]?.heading)
      problems.push(`route ${name} has no heading in pages.json`);
  }
  for (const redirect of journey.redirects) {
    known(`the redirect from ${redirect.from}`, redirect.to);
    if (paths.includes(redirect.from)) problems.push(`the redirect from ${redirect.from} hides a route`);
  }
  journey.stages.forEach((stage) => stage.routes.forEach((name) => known(`stage ${stage.title}`, name)));
  journey.progressHiddenOn.forEach((name) => known('progressHiddenOn', name));

  const ids = journey.steps.map((step) => step.id);
  ids.forEach((id, index) => {
    if (!/^[a-z]+(-[a-z]+)*$/.test(id)) problems.push(`step id '${id}' is not kebab-case`);
    if (ids.indexOf(id) !== index) problems.push(`step id '${id}' is repeated`);
  });

  for (const [name, page] of Object.entries(content.pages.pages)) {
    known(`pages.json`, name);
    page.actions?.forEach((action) => known(`the action '${action.label}' of page ${name}`, action.route));
  }
  known('brand.json header.retrieve', content.brand.header.retrieve.route);
  const { routing, outcomes } = content.errors;
  known('errors.json routing.sessionExpired', routing.sessionExpired.route);
  known('errors.json routing.failure', routing.failure.route);
  for (const [situation, outcome] of Object.entries(outcomes)) {
    if (outcome !== 'log') known(`errors.json outcome ${situation}`, outcome);
  }
  return problems;
}
