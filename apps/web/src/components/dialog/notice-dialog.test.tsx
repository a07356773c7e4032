import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithShell } from "../../testing/render.tsx";
import { NoticeDialog, sanitizeHtml } from "./notice-dialog.tsx";

describe("NoticeDialog", () => {
  it("renders the description as sanitised HTML", () => {
    renderWithShell(
      <NoticeDialog
        variant="info"
        title="Hinweis"
        description={
          '<p>Fett <strong>wichtig</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>'
        }
        onClose={() => {}}
      />,
    );
    expect(screen.getByText("wichtig").tagName).toBe("STRONG");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript:");
  });

  it("offers Verstanden without an action, Abbrechen with one", () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    const { unmount } = renderWithShell(
      <NoticeDialog variant="error" title="Fehler" description="x" onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Verstanden" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    renderWithShell(
      <NoticeDialog
        variant="warning"
        title="Achtung"
        description="x"
        onClose={onClose}
        action={{ kind: "button", label: "Trotzdem", onClick: onAction }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Verstanden" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Trotzdem" }));
    expect(onAction).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
  });

  it("has a Mehr erfahren → variant that links to /preise", () => {
    renderWithShell(
      <NoticeDialog
        variant="info"
        title="Mehr"
        description="x"
        onClose={() => {}}
        action={{ kind: "learn-more" }}
      />,
    );
    expect(screen.getByRole("link", { name: "Mehr erfahren →" }).getAttribute("href")).toBe("/preise");
  });

  it("closes itself after the auto-close time", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithShell(
      <NoticeDialog variant="success" title="Gut" description="x" onClose={onClose} autoCloseMs={3000} />,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
