// Icons the studio's chrome shares (the editor toolbar's are in editor/toolbarIcons.tsx), each at a scale size.
import { Icon } from './Icon';
import type { IconSize } from './iconSizes';

export const CloseIcon = ({ size = 's' }: { size?: IconSize }) => (
  <Icon size={size}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
);

export const CopyIcon = ({ size = 'xs' }: { size?: IconSize }) => (
  <Icon size={size} strokeWidth={1.3}>
    <path d="M5 5V3.5A1.5 1.5 0 0 1 6.5 2h6A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H11M3.5 5h6A1.5 1.5 0 0 1 11 6.5v6A1.5 1.5 0 0 1 9.5 14h-6A1.5 1.5 0 0 1 2 12.5v-6A1.5 1.5 0 0 1 3.5 5z" />
  </Icon>
);

export const CheckIcon = ({ size = 'xs' }: { size?: IconSize }) => (
  <Icon size={size} strokeWidth={1.6}>
    <path d="M3 8.5l3 3 7-7" />
  </Icon>
);

/** The header's settings control. */
export const SettingsIcon = () => (
  <Icon size="m" viewBox="0 0 20 20">
    <circle cx="10" cy="10" r="2.6" />
    <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
  </Icon>
);

/** The header's support chat control. */
export const ChatIcon = () => (
  <Icon size="m" viewBox="0 0 20 20">
    <path d="M3.5 4.5h13v9h-7l-4 3v-3h-2z" />
  </Icon>
);

/** Marks a secret token in a field (it is the only sign that the chip is a secret, so it has a name). */
export const LockIcon = ({ className }: { className?: string }) => (
  <Icon size="xs" viewBox="0 0 10 10" label="Secret" className={className} strokeWidth={1.2}>
    <rect x="1.5" y="4.5" width="7" height="5" rx="1" fill="currentColor" stroke="none" />
    <path d="M3 4.5V3a2 2 0 014 0v1.5" />
  </Icon>
);
