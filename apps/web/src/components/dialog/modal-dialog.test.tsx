import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithShell } from "../../testing/render.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

function Harness() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      {isOpen && (
        <ModalDialog title="Test" onClose={() => setOpen(false)}>
          <input aria-label="Erstes Feld" data-autofocus />
          <button type="button">Letzter Knopf</button>
        </ModalDialog>
      )}
    </>
  );
}

function open() {
  renderWithShell(<Harness />);
  const opener = screen.getByRole("button", { name: "Öffnen" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: document.querySelector("dialog") as HTMLDialogElement };
}

describe("ModalDialog", () => {
  it("focuses the preferred field, locks page scroll and is labelled by its title", () => {
    const { dialog } = open();
    expect(document.activeElement).toBe(screen.getByLabelText("Erstes Feld"));
    expect(document.body.style.overflow).toBe("hidden");
    expect(dialog.getAttribute("aria-labelledby")).toBe(screen.getByRole("heading", { name: "Test" }).id);
  });

  it("closes on Escape (cancel) and returns focus to the opener", () => {
    const { opener, dialog } = open();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on the close button and on a backdrop click, not on a click inside", () => {
    const { dialog } = open();
    fireEvent.click(screen.getByLabelText("Erstes Feld"));
    expect(document.querySelector("dialog")).not.toBeNull();
    fireEvent.click(dialog);
    expect(document.querySelector("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Öffnen" }));
    fireEvent.click(screen.getByRole("button", { name: "Dialog schließen" }));
    expect(document.querySelector("dialog")).toBeNull();
  });
});
