import { describe, expect, it } from 'vitest';
import { startChunkFiles } from './preloadStartPlugin';

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
