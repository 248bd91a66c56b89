import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeKey } from '../../../../src/core/course/resume-position';
import { readVideoPosition, saveVideoPosition } from '../../../../src/core/course/video-position';

// Beyond the spec: the video's second is kept in this browser per user and content (the record has no field for it).

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('video position storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the whole second under the user and content key and reads it back', () => {
    saveVideoPosition('7', 'c1', 12.8);
    expect(storage.getItem(resumeKey('7', 'c1'))).toBe('12');
    expect(readVideoPosition('7', 'c1', 30)).toBe(12);
  });

  it('keeps users and contents apart', () => {
    saveVideoPosition('7', 'c1', 12);
    expect(readVideoPosition('8', 'c1', 30)).toBeNull();
    expect(readVideoPosition('7', 'c2', 30)).toBeNull();
  });

  it('starts again at 0 when the saved second is in the last one of the video', () => {
    saveVideoPosition('7', 'c1', 29.2);
    expect(readVideoPosition('7', 'c1', 30)).toBe(0);
  });

  it('ignores a negative or unreadable second and a stored value that is not a number', () => {
    saveVideoPosition('7', 'c1', -1);
    saveVideoPosition('7', 'c1', Number.NaN);
    expect(storage.length).toBe(0);
    storage.setItem(resumeKey('7', 'c1'), 'soon');
    expect(readVideoPosition('7', 'c1', 30)).toBeNull();
  });

  it('goes on without storage when the browser refuses it', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(() => saveVideoPosition('7', 'c1', 5)).not.toThrow();
    expect(readVideoPosition('7', 'c1', 30)).toBeNull();
  });
});
