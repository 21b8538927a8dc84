import { describe, expect, it } from "vitest";
import { highlight } from "./search-text";

const marked = (text: string, q: string) =>
  highlight(text, q)
    .map((s) => (s.hit ? `[${s.text}]` : s.text))
    .join("");

describe("highlight", () => {
  it("marks a query typed without hamza in a name written with it, and the other way round", () => {
    expect(marked("أحمد الشهري", "احمد")).toBe("[أحمد] الشهري");
    expect(marked("احمد الشهري", "أحمد")).toBe("[احمد] الشهري");
  });

  it("marks through tashkeel and tatweel, keeping the original's characters", () => {
    expect(marked("مُحَمَّد علي", "محمد")).toBe("[مُحَمَّد] علي");
    expect(marked("احـــمد", "احمد")).toBe("[احـــمد]");
  });

  it("folds ta marbuta, alef maqsura, Arabic-Indic digits and case", () => {
    expect(marked("مدرسة الهدى", "مدرسه الهدي")).toBe("[مدرسة الهدى]");
    expect(marked("Order ٤٢", "42")).toBe("Order [٤٢]");
    expect(marked("Riyadh Branch", "branch")).toBe("Riyadh [Branch]");
  });

  it("marks every match, and several spaces in the text match one in the query", () => {
    expect(marked("بن  علي وبن علي", "بن علي")).toBe("[بن  علي] و[بن علي]");
  });

  it("leaves the text whole when nothing matches or the query is empty", () => {
    expect(highlight("فهد", "سارة")).toEqual([{ text: "فهد", hit: false }]);
    expect(highlight("فهد", "  ")).toEqual([{ text: "فهد", hit: false }]);
  });
});
