import type { Content } from '../contentTypes';
import { journeyProblems } from '../journeyProblems';
import type { Journey } from '../journeyTypes';
import type { Check } from './checkTypes';

const contentFiles = {
  brand: 'content/brand.json',
  pages: 'content/pages.json',
  errors: 'content/errors.json',
};

export const routesExist: Check = {
  name: 'routes-exist',
  description:
    'every route named in journey.json (stages, progressHiddenOn, redirects) and in content (pages, brand, errors) exists (journeyProblems)',
  check(documents, report) {
    const missing = ['journey.json', ...Object.values(contentFiles)].filter((file) => !(file in documents));
    for (const file of missing) report({ file, path: '', message: 'the file is missing' });
    if (missing.length > 0) return;
    const content = Object.fromEntries(
      Object.entries(contentFiles).map(([key, file]) => [key, documents[file]]),
    ) as Pick<Content, 'brand' | 'pages' | 'errors'>;
    let problems: string[];
    try {
      problems = journeyProblems(documents['journey.json'] as Journey, content);
    } catch (error) {
      // A document without the expected shape (no 'routes', no 'pages'...).
      problems = [
        `cannot be read with its content: ${error instanceof Error ? error.message : String(error)}`,
      ];
    }
    for (const message of problems) report({ file: 'journey.json', path: '', message });
  },
};
