import type { ReactNode } from "react";

interface IconProps {
  /** The shape, drawn on a 24 × 24 grid: paths, circles, rects. */
  children: ReactNode;
  /** Width and height in pixels (the grid scales to it). */
  size?: number;
  className?: string;
  /** Round line ends and corners (the drawn, hand-made look of the editor's and the badges' icons). */
  round?: boolean;
  /** Filled with the text colour instead of outlined (dots). */
  filled?: boolean;
}

/**
 * Every icon of the dashboard: a decoration beside (or inside) a control that carries the name,
 * so it is hidden from assistive technology and never takes focus. It takes the text colour, so
 * it follows the control's state and the theme; icons that point somewhere are mirrored on
 * right-to-left pages by their class (`flip-rtl`, or the editor's own by the content's direction).
 */
export function Icon({ children, size = 18, className, round, filled }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? undefined : "currentColor"}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap={round ? "round" : undefined}
      strokeLinejoin={round ? "round" : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
