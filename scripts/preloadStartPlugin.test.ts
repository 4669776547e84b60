import { describe, expect, it } from 'vitest';
import { appCodeGroup, librariesGroup, pageCodeGroup, startChunkFiles } from './preloadStartPlugin';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({ type: 'chunk' as const, fileName, facadeModuleId, imports, dynamicImports });

const entry = chunk('index.js', '/app/main.tsx', ['react.js'], ['appCode.js', 'Recall.js']);
const bundle = {
  'index.js': entry,
  'react.js': chunk('react.js', null),
  'appCode.js': chunk('appCode.js', '/app/appCode.ts', ['react.js', 'shared.js', 'rjsf.js']),
  'shared.js': chunk('shared.js', null, ['tiny.js']),
  'tiny.js': chunk('tiny.js', null),
  'rjsf.js': chunk('rjsf.js', null, ['tiny.js']),
  'Recall.js': chunk('Recall.js', '/app/pages/RecallPage.tsx', ['recallOnly.js']),
  'recallOnly.js': chunk('recallOnly.js', null),
  'index.css': { type: 'asset' as const },
};

describe('startChunkFiles', () => {
  it('names the chunk of each module asked for and the chunks it imports, each once, imports first', () => {
    expect(startChunkFiles(entry, bundle, new Set(['/app/appCode.ts']))).toEqual([
      'tiny.js',
      'shared.js',
      'rjsf.js',
      'appCode.js',
    ]);
  });

  it('leaves out the chunks the entry imports already and those the caller knows', () => {
    const files = startChunkFiles(entry, bundle, new Set(['/app/appCode.ts']), new Set(['rjsf.js']));
    expect(files).toEqual(['tiny.js', 'shared.js', 'appCode.js']);
    expect(files).not.toContain('react.js');
  });

  it('names no page the entry loads only when its route is visited', () => {
    expect(startChunkFiles(entry, bundle, new Set(['/app/appCode.ts']))).not.toContain('Recall.js');
    expect(startChunkFiles(entry, bundle, new Set(['/app/other.ts']))).toEqual([]);
  });
});

/** A module graph of static imports, as the bundler's getModuleInfo answers it. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
});

describe('the chunk groups of the app, the form and the later pages', () => {
  const nm = (name: string) => `/node_modules/${name}/index.js`;
  const graph = graphOf({
    '/app/main.tsx': [nm('preact')],
    [nm('preact')]: [],
    '/app/appCode.ts': ['/app/App.tsx', nm('query')],
    '/app/App.tsx': [nm('preact')],
    [nm('query')]: [],
    '/app/formLibraries.ts': [nm('rjsf')],
    [nm('rjsf')]: [nm('lodash')],
    [nm('lodash')]: [],
    '/app/pages/Form.tsx': ['/app/form/ProposalForm.tsx', '/app/api/lookup.ts'],
    '/app/form/ProposalForm.tsx': [nm('rjsf'), '/engine/widgets.tsx', '/app/App.tsx'],
    '/engine/widgets.tsx': [nm('rjsf')],
    '/app/api/lookup.ts': [],
    '/app/pages/Price.tsx': ['/app/api/lookup.ts', '/app/price/Basket.tsx'],
    '/app/price/Basket.tsx': [],
    '/app/pages/Summary.tsx': ['/engine/widgets.tsx'],
  });
  const form = pageCodeGroup(
    'formCode',
    ['/app/pages/Form.tsx'],
    ['/app/main.tsx', '/app/appCode.ts'],
    ['/app/formLibraries.ts'],
    ['/app/pages/Price.tsx', '/app/pages/Summary.tsx'],
  );
  const app = appCodeGroup('/app/appCode.ts', '/app/main.tsx', form.sharedWithApp);
  const libraries = librariesGroup('/app/formLibraries.ts', ['/app/main.tsx', '/app/appCode.ts']);
  const chunkOf = (id: string) =>
    [app, libraries, form.group].map((group) => group.name(id, graph)).find((name) => name !== null) ?? null;

  it("puts the form's own code in its chunk, its libraries in theirs, and leaves the pages and the entry's own alone", () => {
    expect(chunkOf('/app/form/ProposalForm.tsx')).toBe('formCode');
    expect(chunkOf('/engine/widgets.tsx')).toBe('formCode');
    expect(chunkOf(nm('rjsf'))).toBe('formLibraries');
    expect(chunkOf(nm('lodash'))).toBe('formLibraries');
    expect(chunkOf('/app/pages/Form.tsx')).toBeNull();
    expect(chunkOf(nm('preact'))).toBeNull();
    expect(chunkOf('/app/App.tsx')).toBe('appCode');
    expect(chunkOf(nm('query'))).toBe('appCodeLibraries');
  });

  it("gives the app what the form shares with a page that runs without the form's libraries", () => {
    expect(chunkOf('/app/api/lookup.ts')).toBe('appCode');
    expect(chunkOf('/app/price/Basket.tsx')).toBeNull();
  });
});
