/**
 * A chevron that points along the reading direction: "back" points to the start of the line
 * (left in English, right in Arabic). Drawn for LTR and mirrored by CSS on RTL pages; a text
 * arrow would be mirrored (or not) by the bidi algorithm instead, inconsistently.
 */
export function DirArrow({ way }: { way: "back" | "forward" }) {
  return (
    <svg className="dir-arrow" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={way === "back" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
