import { useEffect, useState } from 'react';

/**
 * The theme the document carries (`<html data-theme>`), updated once the attribute changes. A canvas reads the
 * theme's colours from CSS variables; the theme provider sets them in an effect that runs after its children's,
 * so a chart redraws on this value rather than on the provider's choice.
 */
export function useAppliedTheme(): string | null {
  const root = document.documentElement;
  const [theme, setTheme] = useState(() => root.getAttribute('data-theme'));
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(root.getAttribute('data-theme')));
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    setTheme(root.getAttribute('data-theme'));
    return () => observer.disconnect();
  }, [root]);
  return theme;
}
