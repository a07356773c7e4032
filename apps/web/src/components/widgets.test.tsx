import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithShell } from "../testing/render.tsx";
import { ImageFeedbackDialog } from "./dialog/image-feedback-dialog.tsx";
import { SubscriptionRequiredDialog } from "./dialog/subscription-required-dialog.tsx";
import { ShareLinks } from "./share-links.tsx";
import { TermInput } from "./term-input.tsx";

describe("ImageFeedbackDialog", () => {
  it("does not send a blank text and says why", () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithShell(<ImageFeedbackDialog onClose={() => {}} onSubmit={onSubmit} />);
    expect(screen.getByRole("heading", { name: "Welches Motiv hat gefehlt?" })).toBeTruthy();
    const field = screen.getByLabelText("Ihre Beschreibung");
    expect(field.getAttribute("placeholder")).toBe("Beschreiben Sie das fehlende Bild...");
    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Abschicken" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Bitte beschreiben Sie das fehlende Bild.");
  });

  it("shows Sende... while sending, then closes", async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderWithShell(<ImageFeedbackDialog onClose={onClose} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Ihre Beschreibung"), { target: { value: " Ein Rollstuhl " } });
    fireEvent.click(screen.getByRole("button", { name: "Abschicken" }));
    expect(onSubmit).toHaveBeenCalledWith("Ein Rollstuhl");
    expect((screen.getByRole("button", { name: "Sende..." }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe("SubscriptionRequiredDialog", () => {
  it("explains the need and links Unsere Angebote to /preise", () => {
    renderWithShell(<SubscriptionRequiredDialog onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "Abonnement erforderlich" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Unsere Angebote" }).getAttribute("href")).toBe("/preise");
  });
});

describe("TermInput", () => {
  it("is a labelled text field with the spec's placeholder", () => {
    renderWithShell(<TermInput />);
    const input = screen.getByLabelText("Begriff");
    expect(input.getAttribute("placeholder")).toBe("Zu erklärender Begriff");
    expect(input.className).toContain("rounded-full");
  });
});

describe("ShareLinks", () => {
  it("offers four networks as plain links that open in a new tab", () => {
    renderWithShell(<ShareLinks url="https://leicht.example/blog/regeln" title="Regeln & mehr" />);
    expect(screen.getByRole("heading", { name: "Teilen" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toContain(encodeURIComponent("https://leicht.example/blog/regeln"));
    }
    expect(document.querySelector("script")).toBeNull();
  });
});
