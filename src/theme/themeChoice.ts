// Colour scheme (studio.md §2.3): Dark, Light or System, kept in localStorage under theme_choice/v1;
// System follows prefers-color-scheme; anything unknown renders light.

export const THEME_STORAGE_KEY = 'theme_choice/v1';
export const THEME_CHOICES = ['dark', 'light', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'dark' | 'light';

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean | null): Theme {
  if (choice === 'dark' || choice === 'light') return choice;
  return prefersDark === true ? 'dark' : 'light';
}

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function prefersDarkNow(): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme the stored choice and the system's preference give (what the page applies at its start). */
export function chosenTheme(): Theme {
  let storage: Pick<Storage, 'getItem'> | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return resolveTheme(readThemeChoice(storage), prefersDarkNow());
}

/** The theme the page shows, or the one it will apply when main.tsx has not run yet (the first script's drawings). */
export function pageTheme(root: HTMLElement = document.documentElement): Theme {
  const set = root.dataset.theme;
  return set === 'dark' || set === 'light' ? set : chosenTheme();
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
