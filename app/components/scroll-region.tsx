import type { HTMLAttributes, ReactNode } from "react";

/**
 * The box of a table that may be wider than the screen: it scrolls sideways and shows it (a
 * shadow at each edge that still hides columns, `.table-wrap`), and it is a labelled region the
 * keyboard can focus and scroll, in either direction.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ...rest
}: { label: string; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "role" | "tabIndex" | "aria-label">) {
  return (
    <div {...rest} className={`table-wrap${className ? ` ${className}` : ""}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
