import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyStoredTextSize,
  restoreStoredTextSize,
  TEXT_SIZE_STORAGE_KEY,
  useTextSizeStore,
} from './text-size-store.ts';

describe('text size store', () => {
  beforeEach(() => {
    useTextSizeStore.getState().setTextSize('normal');
    localStorage.removeItem(TEXT_SIZE_STORAGE_KEY);
  });

  it('applies data-text-size and remembers the choice under dasibom:textSize', () => {
    useTextSizeStore.getState().setTextSize('xlarge');
    expect(document.documentElement.dataset.textSize).toBe('xlarge');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('xlarge');
  });

  it('restores a stored size before render', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'large');
    restoreStoredTextSize();
    document.documentElement.dataset.textSize = 'normal';

    expect(applyStoredTextSize()).toBe('large');
    expect(document.documentElement.dataset.textSize).toBe('large');
  });

  it('falls back to normal for an unknown stored value', () => {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'gigantic');
    restoreStoredTextSize();
    expect(useTextSizeStore.getState().textSize).toBe('normal');
  });
});
