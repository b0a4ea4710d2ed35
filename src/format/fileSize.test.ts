import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('shows bytes below 1 KB, KB below 1 MB and MB above, with one decimal where it helps', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024 + 30)).toBe('200 KB');
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
