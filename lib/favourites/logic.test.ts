import { idsToPush, toggleId, undoToggle, unionIds } from './logic';

describe('favourite ids', () => {
  test('a toggle adds the product first, a second toggle takes it out', () => {
    expect(toggleId([3, 1], 7)).toEqual({ ids: [7, 3, 1], added: true });
    expect(toggleId([7, 3, 1], 3)).toEqual({ ids: [7, 1], added: false });
  });

  test('undoing puts a removed product back where it was, or takes an added one out', () => {
    expect(undoToggle([7, 1], 3, { added: false, index: 1 })).toEqual([7, 3, 1]);
    expect(undoToggle([7, 3, 1], 7, { added: true, index: -1 })).toEqual([3, 1]);
    // Other products toggled meanwhile are kept.
    expect(undoToggle([9, 7, 1], 3, { added: false, index: 1 })).toEqual([9, 3, 7, 1]);
  });

  test('merging with the server pushes only what it lacks and keeps every id once', () => {
    expect(idsToPush([5, 4, 2], [4, 9])).toEqual([5, 2]);
    expect(unionIds([5, 4, 2], [4, 9])).toEqual([5, 2, 4, 9]);
    expect(unionIds([], [4, 9])).toEqual([4, 9]);
    expect(unionIds([1], [])).toEqual([1]);
  });
});
