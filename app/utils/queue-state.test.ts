import { describe, expect, it } from "vitest";
import { carriedQueueState, queuePath, queueSearchWithPage, queueStateSuffix, readQueueState } from "./queue-state";

describe("the follow-up queue's state", () => {
  it("keeps only valid values, reads Arabic-Indic digits and the old who=mine", () => {
    const state = readQueueState(new URLSearchParams("moderator=٣&sort=age&overdue_page=2&fresh_page=0&today_page=abc&evil=1"));
    expect(state).toEqual({ moderator: "3", sort: "age", pages: { overdue: 2, today: 1, undated: 1, fresh: 1 } });
    expect(readQueueState(new URLSearchParams("who=mine")).moderator).toBe("me");
    expect(readQueueState(new URLSearchParams("moderator=//evil.example&sort=x")).moderator).toBe("");
    expect(readQueueState(new URLSearchParams("sort=x")).sort).toBe("due");
  });

  it("travels to an order and back as one parameter, path always the queue's own", () => {
    const state = readQueueState(new URLSearchParams("moderator=me&sort=age&undated_page=3"));
    const suffix = queueStateSuffix(state);
    expect(suffix).toBe("?queue=moderator%3Dme%26sort%3Dage%26undated_page%3D3");
    const back = carriedQueueState(new URLSearchParams(suffix).get("queue"));
    expect(back && queuePath("/en/follow-ups", back)).toBe("/en/follow-ups?moderator=me&sort=age&undated_page=3");
    // Opened from the default queue: an empty state, still "from the queue".
    expect(queueStateSuffix(readQueueState(new URLSearchParams()))).toBe("?queue=");
    expect(carriedQueueState("")).not.toBeNull();
    expect(carriedQueueState(null)).toBeNull();
    // Nothing else rides along: not a path, not another parameter.
    const hostile = carriedQueueState("https://evil.example/?x=1&moderator=me");
    expect(hostile && queuePath("/follow-ups", hostile)).toBe("/follow-ups?moderator=me");
    expect(carriedQueueState("a".repeat(2001))).toBeNull();
  });

  it("pages one group and keeps the others", () => {
    const state = readQueueState(new URLSearchParams("today_page=2"));
    expect(queueSearchWithPage(state, "overdue", 3)).toBe("?overdue_page=3&today_page=2");
    expect(queueSearchWithPage(state, "today", 1)).toBe("?");
  });
});
