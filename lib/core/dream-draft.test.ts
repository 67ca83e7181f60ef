import { describe, expect, it } from 'vitest';
import { createDreamDrafts, DRAFT_KEY_PREFIX, draftKey, GUEST_DRAFT } from './dream-draft';
import { createMemoryStorage } from './session/storage';

describe('dream drafts', () => {
  it('keeps each person their own draft', () => {
    const drafts = createDreamDrafts(createMemoryStorage());
    drafts.save({ kind: 'user', id: 7 }, 'A lighthouse walked into the sea.');
    drafts.save(GUEST_DRAFT, 'A cat with a lantern.');
    expect(drafts.read({ kind: 'user', id: 7 })).toBe('A lighthouse walked into the sea.');
    expect(drafts.read({ kind: 'user', id: 8 })).toBe('');
    expect(drafts.read(GUEST_DRAFT)).toBe('A cat with a lantern.');
  });

  it('keeps the text exactly as typed, and drops a blank one', () => {
    const storage = createMemoryStorage();
    const drafts = createDreamDrafts(storage);
    const owner = { kind: 'user', id: 1 } as const;
    drafts.save(owner, '  two lines\nof a dream ');
    expect(drafts.read(owner)).toBe('  two lines\nof a dream ');
    drafts.save(owner, ' \n\t ');
    expect(storage.size).toBe(0);
  });

  it('clears one draft and leaves the others', () => {
    const drafts = createDreamDrafts(createMemoryStorage());
    drafts.save({ kind: 'user', id: 1 }, 'mine');
    drafts.save({ kind: 'user', id: 2 }, 'theirs');
    drafts.clear({ kind: 'user', id: 1 });
    expect(drafts.read({ kind: 'user', id: 1 })).toBe('');
    expect(drafts.read({ kind: 'user', id: 2 })).toBe('theirs');
  });

  it('keys drafts under the app prefix, by account id rather than name', () => {
    expect(draftKey({ kind: 'user', id: 42 })).toBe(`${DRAFT_KEY_PREFIX}user-42`);
    expect(draftKey(GUEST_DRAFT)).toBe(`${DRAFT_KEY_PREFIX}guest`);
  });

  it('works without storage, and when storage throws', () => {
    const none = createDreamDrafts(null);
    none.save(GUEST_DRAFT, 'text');
    expect(none.read(GUEST_DRAFT)).toBe('');
    const refusing = createDreamDrafts({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => refusing.save(GUEST_DRAFT, 'text')).not.toThrow();
    expect(refusing.read(GUEST_DRAFT)).toBe('');
    expect(() => refusing.clear(GUEST_DRAFT)).not.toThrow();
  });
});
