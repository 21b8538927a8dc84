import postcss, { list, type ChildNode } from "postcss";

/**
 * The stylesheet in two parts: what the first paint of any page needs, and the rules that only
 * matter later — after hydration, on a hover, in a calendar or a dialog opened by a click, in the
 * rich-text editor that replaces its textarea with JavaScript, or on paper. A rule goes to the later
 * part only when every selector in its list is such a one; anything in doubt stays in the first
 * part, so a new rule is on the first paint unless it is written for later.
 *
 * The order of the rules is kept within each part, and the later part always comes after the
 * first (inline after it, or linked at the end of the body): every page gets the same cascade, so
 * a rule moved to the later part must not be one that an earlier first-part rule of the same
 * specificity is meant to win over (the unit test checks the present stylesheet for that).
 */
const LATER_SELECTOR = [
  // Set once the page is interactive: the scripts wait for the later part anyway.
  /^html\[data-hydrated\]/,
  /:hover\b/,
  // The rich-text editor: built after hydration, in place of the no-JavaScript textarea.
  /\.rte(?![\w])|\.rte-|\.ProseMirror/,
  // Opened by a click: the date field's calendar, the login dialog of an ended session.
  /\.date-calendar/,
  /\.session-login-dialog/,
  // Shown 200 ms into a client-side navigation.
  /\.global-progress/,
];
const LATER_KEYFRAMES = /^global-progress-/;
const LATER_MEDIA = /^print\b/;

export interface StylesheetParts {
  first: string;
  later: string;
}

/** Splits a (minified or not) stylesheet into its first-paint and later parts (comments dropped). */
export function splitStylesheet(css: string): StylesheetParts {
  const { first, later } = split(postcss.parse(css).nodes);
  return { first: first.join(""), later: later.join("") };
}

const GROUPING = new Set(["media", "supports", "container", "layer"]);

function split(nodes: ChildNode[]): { first: string[]; later: string[] } {
  const first: string[] = [];
  const later: string[] = [];
  for (const node of nodes) {
    if (node.type === "comment") continue;
    if (node.type === "rule") {
      (isLaterSelectorList(node.selector) ? later : first).push(node.toString());
    } else if (node.type !== "atrule" || !node.nodes) {
      first.push(node.toString());
    } else if (node.name.toLowerCase() === "media" && LATER_MEDIA.test(node.params)) {
      later.push(node.toString());
    } else if (GROUPING.has(node.name.toLowerCase())) {
      // The same group around each part's rules, in the order written.
      const inner = split(node.nodes);
      const group = (rules: string[]) => `@${node.name}${node.raws.afterName ?? " "}${node.params}{${rules.join("")}}`;
      if (inner.first.length) first.push(group(inner.first));
      if (inner.later.length) later.push(group(inner.later));
    } else if (/^(-webkit-)?keyframes$/i.test(node.name)) {
      (LATER_KEYFRAMES.test(node.params) ? later : first).push(node.toString());
    } else {
      first.push(node.toString());
    }
  }
  return { first, later };
}

/** Whether every selector in a list is one the first paint does without. */
export function isLaterSelectorList(selectors: string): boolean {
  // :is() and :where() hide a list inside a selector: kept in the first part.
  if (/:(is|where|not|has)\(/.test(selectors) && !/^html\[data-hydrated\]/.test(selectors)) return false;
  // postcss splits the list where a comma is outside brackets, parentheses and strings.
  return list.comma(selectors).every((s) => LATER_SELECTOR.some((re) => re.test(s)));
}
