// Stroke icons of the editor toolbar (inline SVG, currentColor), at the scale's s size (ui/icons/iconSizes.ts).
import type { ReactNode } from 'react';
import { Icon as ScaledIcon } from '../ui/icons/Icon';

function Icon({ children }: { children: ReactNode }) {
  return <ScaledIcon size="s">{children}</ScaledIcon>;
}

export const ZoomInIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14M5 7h4M7 5v4" />
  </Icon>
);
export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14M5 7h4" />
  </Icon>
);
export const FitIcon = () => (
  <Icon>
    <path d="M2 5.5V2h3.5M10.5 2H14v3.5M14 10.5V14h-3.5M5.5 14H2v-3.5" />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M8 3v10M3 8h10" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M5.5 3L2.5 6l3 3" />
    <path d="M2.5 6h7a4 4 0 010 8H7" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="M10.5 3l3 3-3 3" />
    <path d="M13.5 6h-7a4 4 0 000 8H9" />
  </Icon>
);
export const SnapIcon = () => (
  <Icon>
    <circle cx="3" cy="3" r="0.6" />
    <circle cx="8" cy="3" r="0.6" />
    <circle cx="13" cy="3" r="0.6" />
    <circle cx="3" cy="8" r="0.6" />
    <circle cx="13" cy="8" r="0.6" />
    <circle cx="3" cy="13" r="0.6" />
    <circle cx="8" cy="13" r="0.6" />
    <circle cx="13" cy="13" r="0.6" />
    <rect x="6" y="6" width="4" height="4" rx="0.5" />
  </Icon>
);
export const DownloadIcon = () => (
  <Icon>
    <path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M2.5 13.5h11" />
  </Icon>
);
export const UploadIcon = () => (
  <Icon>
    <path d="M8 10V2M4.5 5.5L8 2l3.5 3.5M2.5 13.5h11" />
  </Icon>
);
export const EyeIcon = () => (
  <Icon>
    <path d="M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </Icon>
);
export const ArchiveIcon = () => (
  <Icon>
    <rect x="2" y="3" width="12" height="3" rx="0.5" />
    <path d="M3 6v7h10V6M6.5 9h3" />
  </Icon>
);
export const PencilIcon = () => (
  <Icon>
    <path d="M10.5 2.5l3 3L6 13H3v-3l7.5-7.5z" />
    <path d="M9 4l3 3" />
  </Icon>
);
export const WarningIcon = () => (
  <Icon>
    <path d="M8 2l6.5 11.5h-13L8 2z" />
    <path d="M8 6.5v3M8 11.5v.01" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </Icon>
);
export const StartIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M6.5 5.5l4 2.5-4 2.5z" />
  </Icon>
);
export const ZoomSelectionIcon = () => (
  <Icon>
    <rect x="2" y="2" width="12" height="12" rx="1.5" strokeDasharray="2 2" />
    <rect x="5.5" y="5.5" width="5" height="5" rx="1" />
  </Icon>
);
export const MinimapIcon = () => (
  <Icon>
    <rect x="1.5" y="3" width="13" height="10" rx="1.5" />
    <rect x="7.5" y="7" width="5" height="4" rx="0.5" />
  </Icon>
);
export const HelpIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6" />
    <path d="M6.3 6.3a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.4M8 11.6v.1" />
  </Icon>
);
export const HistoryIcon = () => (
  <Icon>
    <path d="M2.5 8a5.5 5.5 0 1 0 1.6-3.9" />
    <path d="M2.2 2.5v2.6h2.6M8 5v3.2l2.2 1.4" />
  </Icon>
);
export const FunnelIcon = () => (
  <Icon>
    <path d="M2 3h12l-4.5 5.5v4L6.5 14V8.5L2 3z" />
  </Icon>
);
