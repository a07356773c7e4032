import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOUNCE_EVERY_MS, BOUNCE_FOR_MS, useBounce } from "./use-bounce.ts";

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as typeof window.matchMedia;
}

describe("the feedback button's bounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("bounces for 1.5 s every 60 s while the widget is closed", () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useBounce(true));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(BOUNCE_EVERY_MS));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(BOUNCE_FOR_MS));
    expect(result.current).toBe(false);
  });

  it("never bounces with prefers-reduced-motion or while open", () => {
    mockReducedMotion(true);
    const reduced = renderHook(() => useBounce(true));
    act(() => vi.advanceTimersByTime(BOUNCE_EVERY_MS));
    expect(reduced.result.current).toBe(false);
    mockReducedMotion(false);
    const open = renderHook(() => useBounce(false));
    act(() => vi.advanceTimersByTime(BOUNCE_EVERY_MS));
    expect(open.result.current).toBe(false);
  });
});
