import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import journey from '../journey/journey.json';
import { chunkFilesFor, loaderImports } from './routePreloadPlugin';

const parse = (code: string) => parseSync('loaders.ts', code, { lang: 'ts' }).program;

describe('loaderImports', () => {
  it("names the module each property's function imports, by the property's name", () => {
    const program = parse(`
      import type { ComponentType } from 'react';
      const other = { Skipped: () => import('./pages/Other') };
      export const pageLoaders = {
        Recall: async () => (await import('./pages/RecallPage')).RecallPage,
        'ThankYou': () => import("./pages/ThankYouPage").then((m) => m.ThankYouPage),
        Plain: () => null,
      } satisfies Record<string, () => unknown>;
    `);
    expect([...loaderImports(program, 'pageLoaders')]).toEqual([
      ['Recall', './pages/RecallPage'],
      ['ThankYou', './pages/ThankYouPage'],
    ]);
    expect(loaderImports(program, 'missing').size).toBe(0);
  });

  it("reads every route of the app's page loaders, each a route of journey.json", () => {
    const file = fileURLToPath(new URL('../renderer/app/pageLoaders.ts', import.meta.url));
    const found = loaderImports(parse(readFileSync(file, 'utf8')), 'pageLoaders');
    expect(found.size).toBeGreaterThan(0);
    for (const [route, specifier] of found) {
      expect(Object.keys(journey.routes)).toContain(route);
      expect(specifier).toMatch(/^\.\/pages\//);
    }
  });
});

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
});

describe('chunkFilesFor', () => {
  const bundle = {
    'index.js': chunk('index.js', '/app/main.tsx', ['react.js']),
    'react.js': chunk('react.js', null),
    'Price.js': chunk('Price.js', '/app/pages/Price.tsx', ['index.js', 'money.js', 'basket.js']),
    'basket.js': chunk('basket.js', null, ['money.js', 'index.js']),
    'money.js': chunk('money.js', null),
    'index.css': { type: 'asset' as const, fileName: 'index.css' },
  };

  it("names the module's chunk after every chunk it imports, each once, leaving out what skip names", () => {
    expect(chunkFilesFor(bundle, '/app/pages/Price.tsx', (file) => file === 'index.js')).toEqual([
      'money.js',
      'basket.js',
      'Price.js',
    ]);
  });

  it('names nothing for a module without a chunk of its own', () => {
    expect(chunkFilesFor(bundle, '/app/pages/Gone.tsx', () => false)).toEqual([]);
  });
});
