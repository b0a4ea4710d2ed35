import { useTheme } from '../theme/ThemeContext';
import { THEME_CHOICES, type ThemeChoice } from '../theme/themeChoice';
import { Popover } from '../ui/Popover';

const LABELS: Record<ThemeChoice, string> = { dark: 'Dark', light: 'Light', system: 'System' };

export function SettingsMenu() {
  const { choice, setChoice } = useTheme();
  return (
    <Popover
      label="Settings"
      testId="settings-menu-button"
      trigger={
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="2.6" />
          <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" strokeLinecap="round" />
        </svg>
      }
    >
      {(close) => (
        <div className="menu">
          <p className="menu__heading">Colour scheme</p>
          {THEME_CHOICES.map((option) => (
            <button
              key={option}
              type="button"
              role="menuitemradio"
              aria-checked={choice === option}
              className="menu__item"
              data-testid={`theme-${option}`}
              onClick={() => {
                setChoice(option);
                close();
              }}
            >
              <span className="menu__check" aria-hidden="true">
                {choice === option ? '✓' : ''}
              </span>
              {LABELS[option]}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
}
