import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedEffect } from "./use-debounced-effect.ts";

describe("useDebouncedEffect", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, 500 ms after the last change, with the latest values", () => {
    const seen: string[] = [];
    const { rerender } = renderHook(({ text }) => useDebouncedEffect(() => seen.push(text), 500, [text]), {
      initialProps: { text: "B" },
    });
    vi.advanceTimersByTime(300);
    rerender({ text: "Bi" });
    vi.advanceTimersByTime(300);
    rerender({ text: "Bitte" });
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["Bitte"]);
  });

  it("does not run after unmount", () => {
    const effect = vi.fn();
    const { unmount } = renderHook(() => useDebouncedEffect(effect, 500, ["x"]));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(effect).not.toHaveBeenCalled();
  });
});
