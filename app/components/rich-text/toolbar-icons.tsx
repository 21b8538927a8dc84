/**
 * The editor toolbar's icons: letters drawn as glyphs (B, I, U, S, x₂, x²; the heading levels by
 * CSS) and line drawings on the shared icon grid.
 */
import type { ReactNode } from "react";
import { Icon } from "~/components/icon";

export function Glyph({ children, className, glyph }: { children?: ReactNode; className?: string; glyph?: string }) {
  return (
    <span className={`rte-glyph${className ? ` ${className}` : ""}`} dir="ltr" aria-hidden="true" data-glyph={glyph}>
      {children}
    </span>
  );
}

/** Icons that point along the line are mirrored when the content is right-to-left (app.css). */
function Svg({ children, flip }: { children: ReactNode; flip?: boolean }) {
  return (
    <Icon className={flip ? "rte-icon rte-icon-flip" : "rte-icon"} round>
      {children}
    </Icon>
  );
}

export const LinkIcon = () => (
  <Svg>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Svg>
);
export const BulletListIcon = () => (
  <Svg flip>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Svg>
);
export const OrderedListIcon = () => (
  <Svg flip>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 4.5 5.5 3.5v5" strokeWidth="1.5" />
    <path d="M3.8 14.2a1.3 1.3 0 1 1 2.2 1L3.8 18.5H6.5" strokeWidth="1.5" />
  </Svg>
);
export const TaskListIcon = () => (
  <Svg flip>
    <rect x="3" y="4" width="5" height="5" rx="1" />
    <path d="m3.8 16.2 1.5 1.5 2.5-3" />
    <path d="M11 6.5h10M11 16.5h10" />
  </Svg>
);
export const IndentIcon = () => (
  <Svg flip>
    <path d="M3 5h18M11 10h10M11 14h10M3 19h18" />
    <path d="m3 9 3 3-3 3" />
  </Svg>
);
export const OutdentIcon = () => (
  <Svg flip>
    <path d="M3 5h18M11 10h10M11 14h10M3 19h18" />
    <path d="m7 9-3 3 3 3" />
  </Svg>
);
export const QuoteIcon = () => (
  <Svg>
    <path d="M4 17h4l2-4V7H4v6h3zM14 17h4l2-4V7h-6v6h3z" />
  </Svg>
);
export const CodeIcon = () => (
  <Svg>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Svg>
);
export const CleanIcon = () => (
  <Svg>
    <path d="M4 7V4h13v3M10.5 4v15M8 19h5" />
    <path d="m15 14 6 6M21 14l-6 6" />
  </Svg>
);
export const ImageIcon = () => (
  <Svg>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </Svg>
);
export const VideoIcon = () => (
  <Svg>
    <rect x="2" y="5" width="20" height="14" rx="3" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Svg>
);
export const MoreIcon = () => (
  <Svg>
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="19" cy="12" r="1" fill="currentColor" />
  </Svg>
);
