import { describe, expect, it } from 'vitest';
import { parseThemeChoice, readThemeChoice, resolveTheme, THEME_STORAGE_KEY } from './themeChoice';

describe('theme choice', () => {
  it('defaults to system and ignores unknown values', () => {
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(readThemeChoice({ getItem: (key) => (key === THEME_STORAGE_KEY ? 'light' : null) })).toBe('light');
    expect(readThemeChoice(null)).toBe('system');
  });

  it('system follows the OS preference and falls back to light', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', null)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
