import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../ui/icons';

// The viewer's own glyphs (kept out of ui/icons.tsx, which the sign-in page loads), drawn with the shared Icon.

export const NextIcon = (p: IconProps) => (
  <Icon mirror {...p}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </Icon>
);
export const PreviousIcon = (p: IconProps) => (
  <Icon mirror {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);
export const ChevronIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
export const DoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);
export const PendingIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4v16l13-8z" fill="currentColor" />
  </Icon>
);
export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4h3v16H7zM14 4h3v16h-3z" fill="currentColor" />
  </Icon>
);
export const VolumeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7" />
  </Icon>
);
export const MutedIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </Icon>
);
export const FullscreenIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 3H3v5M21 8V3h-5M3 16v5h5M16 21h5v-5" />
  </Icon>
);

const TYPE_PATHS: Record<string, ReactNode> = {
  video: (
    <>
      <rect x="2" y="5" width="14" height="14" rx="2" />
      <path d="m22 8-6 4 6 4z" />
    </>
  ),
  pdf: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h5" />
    </>
  ),
  presentation: <path d="M2 3h20M4 3v13h16V3M12 16v5M8 21h8" />,
  quiz: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
  assignment: <path d="M9 2h6v4H9zM16 4h4v18H4V4h4M9 14l2 2 4-4" />,
};

/** The icon of a content type (§2 presentation, pdf, video, quiz, assignment; a generic page otherwise). */
export function TypeIcon({ type, ...rest }: IconProps & { type: string }) {
  return <Icon {...rest}>{TYPE_PATHS[type] ?? TYPE_PATHS.pdf}</Icon>;
}

export const CaptionsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" />
  </Icon>
);
