import type { ReactNode, SVGProps } from 'react';

// The toolbar's own icons (24px grid, stroke = currentColor), kept here so that only the editor's chunk carries them.
// Decorative: the buttons are named by their Korean labels.
const Svg = ({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const BoldIcon = () => (
  <Svg strokeWidth={2.5}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Svg>
);
export const ItalicIcon = () => (
  <Svg>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Svg>
);
export const UnderlineIcon = () => (
  <Svg>
    <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
  </Svg>
);
export const StrikeIcon = () => (
  <Svg>
    <path d="M4 12h16M16.5 7.5C16 5.5 14.2 4.5 12 4.5c-2.6 0-4.5 1.3-4.5 3.4 0 1.6 1.1 2.6 3 3.1M8 16.5c.6 2 2.2 3 4.2 3 2.7 0 4.6-1.3 4.6-3.5 0-.8-.2-1.4-.6-2" />
  </Svg>
);
export const HeadingIcon = ({ level }: { level: 2 | 3 }) => (
  <Svg>
    <path d="M4 5v14M12 5v14M4 12h8" />
    {level === 2 ? <path d="M16 10.5a2.2 2.2 0 0 1 4.2.9c0 1.8-4.2 3.6-4.2 6.6h4.5" /> : <path d="M16 10h4l-2.2 3a2.3 2.3 0 1 1-1.8 3.8" />}
  </Svg>
);
export const BulletListIcon = () => (
  <Svg>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Svg>
);
export const OrderedListIcon = () => (
  <Svg>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.2a1.5 1.5 0 1 1 2.6 1L3.5 19h3" strokeWidth={1.75} />
  </Svg>
);
export const QuoteIcon = () => (
  <Svg>
    <path d="M4 6h16M9 11h11M9 16h11M4 11v5" />
  </Svg>
);
export const LinkIcon = () => (
  <Svg>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Svg>
);
export const ImageIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Svg>
);
export const UndoIcon = () => (
  <Svg>
    <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Svg>
);
export const RedoIcon = () => (
  <Svg>
    <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Svg>
);
