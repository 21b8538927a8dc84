import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDeadline } from "./render-deadline.server";

describe("a render's deadline", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts a render still going when the time is up", () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    renderDeadline(abort, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("once the render is done, holds nothing: no timer is left and nothing is aborted", () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    const done = renderDeadline(abort, 5_000);
    expect(vi.getTimerCount()).toBe(1);
    done();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });
});
