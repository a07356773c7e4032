import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithShell } from "../../testing/render.tsx";
import { TOAST_DURATION_MS, ToastProvider, useToast } from "./toast-context.tsx";

function Trigger() {
  const show = useToast();
  return (
    <button type="button" onClick={() => show("Gespeichert.")}>
      Zeigen
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  function setup() {
    renderWithShell(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
  }

  it("appear in a polite live region and hide after 5000 ms", () => {
    setup();
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Gespeichert.");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Gespeichert.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Gespeichert.")).toBeNull();
  });

  it("can be dismissed, and wait while hovered", () => {
    setup();
    fireEvent.mouseEnter(screen.getByText("Gespeichert.").closest("li") as HTMLElement);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.queryByText("Gespeichert.")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Meldung schließen" }));
    expect(screen.queryByText("Gespeichert.")).toBeNull();
  });
});
