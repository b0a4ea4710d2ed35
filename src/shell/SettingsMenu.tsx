import { useTheme } from '../theme/ThemeContext';
import { THEME_CHOICES, type ThemeChoice } from '../theme/themeChoice';
import { SettingsIcon } from '../ui/icons/commonIcons';
import { Popover } from '../ui/Popover';

const LABELS: Record<ThemeChoice, string> = { dark: 'Dark', light: 'Light', system: 'System' };

export function SettingsMenu() {
  const { choice, setChoice } = useTheme();
  return (
    <Popover
      label="Settings"
      testId="settings-menu-button"
      trigger={<SettingsIcon />}
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
