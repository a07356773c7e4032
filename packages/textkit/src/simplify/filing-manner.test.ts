// The ways to lodge an objection, one plain sentence each (Leichte Sprache, letters).
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const letter = (line: string, level: "leicht" | "einfach" = "leicht"): string =>
  simplifyText(`Sehr geehrte Frau Ay,\n\n${line}`, { level, explanations: "none" }).simplified_text.split(
    "\n\n",
  )[1] ?? "";

describe("splitFilingManners", () => {
  it("says each way in a sentence of its own", () => {
    expect(
      letter(
        "Der Widerspruch ist schriftlich oder zur Niederschrift bei der Agentur für Arbeit Dortmund einzulegen.",
      ),
    ).toBe(
      "Sie müssen den Widerspruch bei der Agentur für Arbeit Dortmund einlegen.\nDas geht schriftlich.\nOder Sie gehen hin und sagen es dort.\nDann schreibt man es für Sie auf.",
    );
    expect(
      letter(
        "Der Widerspruch ist schriftlich, in elektronischer Form oder zur Niederschrift beim Jobcenter Leipzig einzulegen.",
      ),
    ).toBe(
      "Sie müssen den Widerspruch beim Jobcenter Leipzig einlegen.\nDas geht schriftlich.\nDas geht auch elektronisch.\nOder Sie gehen hin und sagen es dort.\nDann schreibt man es für Sie auf.",
    );
  });

  it("puts the ways after the office's address", () => {
    expect(
      letter(
        "Der Widerspruch ist schriftlich oder zur Niederschrift bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einzulegen.",
      ),
    ).toBe(
      "Sie müssen den Widerspruch bei der AOK Nordwest einlegen.\nDas ist die Adresse:\n- AOK Nordwest\n- Kopstadtplatz 24\n- 45127 Essen\nDas geht schriftlich.\nOder Sie gehen hin und sagen es dort.\nDann schreibt man es für Sie auf.",
    );
  });

  it("leaves other lists, a genitive after the list and Einfache Sprache alone", () => {
    expect(
      letter(
        "Die Klage ist schriftlich oder zur Niederschrift des Urkundsbeamten der Geschäftsstelle einzureichen.",
      ),
    ).toBe(
      "Sie müssen die Klage schriftlich oder zur Niederschrift vom Urkunds·beamten von der Geschäfts·stelle einreichen.",
    );
    // A denial, a past fact or someone else's way gets no instructions.
    expect(
      letter("Ihr Betreuer kann den Widerspruch schriftlich oder zur Niederschrift beim Amt einlegen."),
    ).not.toContain("Das geht schriftlich.");
    expect(
      letter(
        "Sie können nicht schriftlich oder zur Niederschrift beim Amt Widerspruch einlegen, sondern nur online.",
      ),
    ).not.toContain("Das geht schriftlich.");
    expect(
      letter("Sie haben den Widerspruch schriftlich oder zur Niederschrift beim Amt eingelegt."),
    ).not.toContain("Das geht schriftlich.");
    expect(letter("Sie können den Antrag schriftlich oder online stellen.")).toBe(
      "Sie können den Antrag schriftlich oder online stellen.",
    );
    expect(
      letter("Der Widerspruch ist schriftlich oder zur Niederschrift bei der Stadt einzulegen.", "einfach"),
    ).toBe("Sie müssen den Widerspruch schriftlich oder zur Niederschrift bei der Stadt einlegen.");
  });
});
