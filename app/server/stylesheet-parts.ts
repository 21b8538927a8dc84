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
const LATER_MEDIA = /^@media print\b/;

export interface StylesheetParts {
  first: string;
  later: string;
}

/** Splits a (minified or not) stylesheet into its first-paint and later parts. */
export function splitStylesheet(css: string): StylesheetParts {
  const first: string[] = [];
  const later: string[] = [];
  for (const block of topLevelBlocks(css)) {
    const prelude = block.prelude.trim();
    if (block.body === null) {
      first.push(block.text);
    } else if (LATER_MEDIA.test(prelude)) {
      later.push(block.text);
    } else if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      const inner = splitStylesheet(block.body);
      if (inner.first) first.push(`${block.prelude}{${inner.first}}`);
      if (inner.later) later.push(`${block.prelude}{${inner.later}}`);
    } else if (/^@(-webkit-)?keyframes\b/.test(prelude)) {
      (LATER_KEYFRAMES.test(prelude.replace(/^@(-webkit-)?keyframes\s+/, "")) ? later : first).push(block.text);
    } else if (prelude.startsWith("@")) {
      first.push(block.text);
    } else {
      (isLaterSelectorList(prelude) ? later : first).push(block.text);
    }
  }
  return { first: first.join(""), later: later.join("") };
}

/** Whether every selector in a list is one the first paint does without. */
export function isLaterSelectorList(selectors: string): boolean {
  // :is() and :where() hide a list inside a selector: kept in the first part.
  if (/:(is|where|not|has)\(/.test(selectors) && !/^html\[data-hydrated\]/.test(selectors)) return false;
  return splitSelectors(selectors).every((s) => LATER_SELECTOR.some((re) => re.test(s.trim())));
}

function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

interface Block {
  /** The whole block as written. */
  text: string;
  prelude: string;
  /** Between the braces; null for a statement such as `@import ...;`. */
  body: string | null;
}

/** The top-level rules and at-rules of a stylesheet, in order (comments dropped). */
function topLevelBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  let start = 0;
  let depth = 0;
  let open = -1;
  let text = "";
  const flushText = (end: number) => {
    text += css.slice(start, end);
  };
  while (i < css.length) {
    const c = css[i];
    if (c === "/" && css[i + 1] === "*") {
      flushText(i);
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 2;
      start = i;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < css.length && css[i] !== c) i += css[i] === "\\" ? 2 : 1;
      i++;
      continue;
    }
    if (c === "{") {
      if (depth === 0) open = text.length + (i - start);
      depth++;
    } else if (c === "}") {
      depth--;
      if (depth === 0) {
        flushText(i + 1);
        const whole = text.trim();
        const brace = open - (text.length - text.trimStart().length);
        blocks.push({ text: whole, prelude: whole.slice(0, brace), body: whole.slice(brace + 1, -1) });
        text = "";
        start = i + 1;
      }
    } else if (c === ";" && depth === 0) {
      flushText(i + 1);
      const whole = text.trim();
      blocks.push({ text: whole, prelude: whole.slice(0, -1), body: null });
      text = "";
      start = i + 1;
    }
    i++;
  }
  return blocks;
}
