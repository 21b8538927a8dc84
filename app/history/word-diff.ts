/**
 * What changed between two texts, word by word: the words both share, those only the old text
 * had (shown struck, `<del>`) and those only the new one has (`<ins>`). Plain functions, no
 * dependencies: the history page gets the pieces from its loader and only draws them.
 */

export type DiffPiece = { kind: "same" | "del" | "ins"; text: string };
/** While comparing: a shared word keeps its spacing in the old text too. */
type Piece = DiffPiece & { was?: string };

/** Beyond this many word pairs the comparison would cost too much: the whole text is then "changed". */
const MAX_CELLS = 400_000;

/** Words with the spaces that follow them, so that joining the pieces gives the text back. */
function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Adjacent pieces of the same kind joined into one. */
function merge(pieces: DiffPiece[]): DiffPiece[] {
  const out: DiffPiece[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (last && last.kind === piece.kind) last.text += piece.text;
    else if (piece.text) out.push({ ...piece });
  }
  return out;
}

/**
 * The word diff of `before` and `after`, as one sequence (the longest common run of words kept,
 * removals before additions at each place). Words compare without their trailing spaces.
 */
export function wordDiff(before: string, after: string): Piece[] {
  const a = words(before);
  const b = words(after);
  // The shared start and end need no table (most edits touch a few words in the middle).
  let start = 0;
  while (start < a.length && start < b.length && a[start]!.trim() === b[start]!.trim()) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1]!.trim() === b[endB - 1]!.trim()) {
    endA--;
    endB--;
  }
  const head: Piece[] = b.slice(0, start).map((text, i) => ({ kind: "same", text, was: a[i] }));
  const tail: Piece[] = b.slice(endB).map((text, i) => ({ kind: "same", text, was: a[endA + i] }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  let middle: Piece[];
  if (n === 0 || m === 0 || n * m > MAX_CELLS) {
    middle = [...midA.map((text): Piece => ({ kind: "del", text })), ...midB.map((text): Piece => ({ kind: "ins", text }))];
  } else {
    // lcs[i][j]: the longest common run of midA[i..] and midB[j..], one flat array.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          midA[i]!.trim() === midB[j]!.trim() ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
      }
    }
    middle = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i]!.trim() === midB[j]!.trim()) {
        middle.push({ kind: "same", text: midB[j]!, was: midA[i]! });
        i++;
        j++;
      } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
        middle.push({ kind: "del", text: midA[i++]! });
      } else {
        middle.push({ kind: "ins", text: midB[j++]! });
      }
    }
    while (i < n) middle.push({ kind: "del", text: midA[i++]! });
    while (j < m) middle.push({ kind: "ins", text: midB[j++]! });
  }
  return [...head, ...middle, ...tail];
}

/** The old side (shared and removed words) and the new side (shared and added words), each drawn in its own column. */
export function sides(pieces: Piece[]): { before: DiffPiece[]; after: DiffPiece[] } {
  return {
    before: merge(pieces.filter((p) => p.kind !== "ins").map((p) => ({ kind: p.kind, text: p.was ?? p.text }))),
    after: merge(pieces.filter((p) => p.kind !== "del").map((p) => ({ kind: p.kind, text: p.text }))),
  };
}

/** The diff as one sequence of pieces, each run of a kind joined. */
export function joined(pieces: Piece[]): DiffPiece[] {
  return merge(pieces.map((p) => ({ kind: p.kind, text: p.text })));
}
