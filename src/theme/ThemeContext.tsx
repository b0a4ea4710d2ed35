import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { applyTheme, prefersDarkNow, readThemeChoice, resolveTheme, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from './themeChoice';

interface ThemeValue {
  choice: ThemeChoice;
  theme: Theme;
  setChoice(choice: ThemeChoice): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(() => readThemeChoice(window.localStorage));
  const [prefersDark, setPrefersDark] = useState<boolean | null>(prefersDarkNow);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const changed = () => setPrefersDark(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);

  const theme = resolveTheme(choice, prefersDark);
  // Before any passive effect of the commit: a canvas that redraws on the theme (a chart) reads the new colours.
  useLayoutEffect(() => applyTheme(theme), [theme]);

  const setChoice = (next: ThemeChoice) => {
    setChoiceState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // the choice still applies for this visit
    }
  };

  return <ThemeContext.Provider value={{ choice, theme, setChoice }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme outside ThemeProvider');
  return value;
}
