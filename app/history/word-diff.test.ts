import { describe, expect, it } from "vitest";
import { joined, sides, wordDiff } from "./word-diff";

const show = (pieces: ReturnType<typeof wordDiff>) =>
  joined(pieces)
    .map((p) => (p.kind === "same" ? p.text : `[${p.kind === "del" ? "-" : "+"}${p.text}]`))
    .join("");

describe("wordDiff", () => {
  it("marks the changed word and keeps the rest", () => {
    expect(show(wordDiff("the quick brown fox", "the slow brown fox"))).toBe("the [-quick ][+slow ]brown fox");
  });

  it("gives the texts back: the old side from shared and removed words, the new from shared and added", () => {
    const before = "مشروع البرج الشمالي في الرياض";
    const after = "مشروع البرج الجنوبي الجديد في جدة";
    const { before: old, after: now } = sides(wordDiff(before, after));
    expect(old.map((p) => p.text).join("")).toBe(before);
    expect(now.map((p) => p.text).join("")).toBe(after);
    expect(old.filter((p) => p.kind === "del").map((p) => p.text.trim())).toEqual(["الشمالي", "الرياض"]);
    expect(now.filter((p) => p.kind === "ins").map((p) => p.text.trim())).toEqual(["الجنوبي الجديد", "جدة"]);
  });

  it("treats added and removed words at either end", () => {
    expect(show(wordDiff("one two", "zero one two three"))).toBe("[+zero ]one two [+three]");
    expect(show(wordDiff("a b c", "b"))).toBe("[-a ]b[-c]");
    // The old side keeps its own spacing: its pieces give "a b c" back.
    expect(
      sides(wordDiff("a b c", "b"))
        .before.map((p) => p.text)
        .join(""),
    ).toBe("a b c");
  });

  it("an empty side is all removed or all added", () => {
    expect(joined(wordDiff("", "new words"))).toEqual([{ kind: "ins", text: "new words" }]);
    expect(joined(wordDiff("old words", ""))).toEqual([{ kind: "del", text: "old words" }]);
    expect(joined(wordDiff("same", "same"))).toEqual([{ kind: "same", text: "same" }]);
  });

  it("a spacing change alone is no change", () => {
    expect(wordDiff("a  b", "a b").every((p) => p.kind === "same")).toBe(true);
  });
});
