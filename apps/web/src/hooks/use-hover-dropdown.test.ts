import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOVER_CLOSE_DELAY_MS, PINNED_AUTO_CLOSE_MS, useHoverDropdown } from "./use-hover-dropdown.ts";

const mouse = { pointerType: "mouse" };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  return renderHook(() => useHoverDropdown());
}

describe("useHoverDropdown", () => {
  it("opens on hover and closes 300 ms after the pointer leaves", () => {
    const { result } = setup();
    act(() => result.current.onPointerEnter(mouse));
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(false);
  });

  it("stays open when the pointer comes back within 300 ms", () => {
    const { result } = setup();
    act(() => result.current.onPointerEnter(mouse));
    act(() => result.current.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.isOpen).toBe(true);
  });

  it("ignores touch hover", () => {
    const { result } = setup();
    act(() => result.current.onPointerEnter({ pointerType: "touch" }));
    expect(result.current.isOpen).toBe(false);
  });

  it("pins on click and closes 4000 ms later, not 300 ms after leaving", () => {
    const { result } = setup();
    act(() => result.current.onPointerEnter(mouse));
    act(() => result.current.onToggleClick(false));
    expect(result.current.isPinned).toBe(true);
    act(() => result.current.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(PINNED_AUTO_CLOSE_MS - HOVER_CLOSE_DELAY_MS - 1));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS + 1));
    expect(result.current.isOpen).toBe(false);
    expect(result.current.isPinned).toBe(false);
  });

  it("auto-closes a pinned dropdown after 4000 ms even without leaving", () => {
    const { result } = setup();
    act(() => result.current.onToggleClick(false));
    act(() => vi.advanceTimersByTime(PINNED_AUTO_CLOSE_MS - 1));
    expect(result.current.isOpen).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isOpen).toBe(false);
  });

  it("a second click on a pinned dropdown closes it", () => {
    const { result } = setup();
    act(() => result.current.onToggleClick(false));
    act(() => result.current.onToggleClick(false));
    expect(result.current.isOpen).toBe(false);
  });

  it("keeps a keyboard-opened dropdown open without a time limit", () => {
    const { result } = setup();
    act(() => result.current.onToggleClick(true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });
});
