import { describe, expect, it } from 'vitest';
import { addCheckpoint, MAX_CHECKPOINTS, readCheckpoints, removeCheckpoint } from './checkpoints';

describe('checkpoints', () => {
  it('adds named checkpoints per project, newest first, refuses empty names, removes by id', () => {
    const files = [{ path: 'a.ts', content: '1' }];
    expect(addCheckpoint('p1', '   ', files)).toBeNull();
    addCheckpoint('p1', 'avant', files);
    const list = addCheckpoint('p1', ' après ', [{ path: 'a.ts', content: '2' }])!;
    expect(list.map((c) => c.name)).toEqual(['après', 'avant']);
    expect(readCheckpoints('p2')).toEqual([]);
    expect(readCheckpoints('p1')[1]!.files).toEqual(files);
    expect(removeCheckpoint('p1', list[0]!.id).map((c) => c.name)).toEqual(['avant']);
  });

  it('keeps at most 20', () => {
    for (let i = 0; i < MAX_CHECKPOINTS + 3; i++) addCheckpoint('p', `c${i}`, []);
    expect(readCheckpoints('p')).toHaveLength(MAX_CHECKPOINTS);
    expect(readCheckpoints('p')[0]!.name).toBe(`c${MAX_CHECKPOINTS + 2}`);
  });
});
