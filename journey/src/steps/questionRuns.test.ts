import { describe, expect, test } from 'vitest';
import { questionRuns } from './questionRuns';

describe('questionRuns', () => {
  test('consecutive questions of one child make one run; "*" brings the rest in the children order', () => {
    expect(questionRuns(['a.x', 'a.y', 'b.p', 'a.z', 'c', '*'], ['a', 'b', 'c', 'd'])).toEqual([
      { child: 'a', questions: ['x', 'y'] },
      { child: 'b', questions: ['p'] },
      { child: 'a', questions: ['z'] },
      { child: 'c' },
      { child: 'a', except: ['x', 'y', 'z'] },
      { child: 'b', except: ['p'] },
      { child: 'd' },
    ]);
  });

  test('without "*" the rest comes last; entries naming no child are left out', () => {
    expect(questionRuns(['b.p', 'nothing.q', 42], ['a', 'b'])).toEqual([
      { child: 'b', questions: ['p'] },
      { child: 'a' },
      { child: 'b', except: ['p'] },
    ]);
  });
});
