import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (body: string) =>
  simplifyText(`Sehr geehrte Frau Schulz,\n\n${body}`, { level: "leicht", explanations: "none" })
    .simplified_text.split("\n")
    .slice(2)
    .join("\n");

describe("splitDeadline", () => {
  it("gives the deadline of a long request its own sentence", () => {
    expect(
      leicht(
        "Der Betrag ist bis zum 15.08.2025 auf das unten angegebene Konto der Finanzkasse zu überweisen.",
      ),
    ).toBe(
      "Sie müssen den Betrag auf das unten angegebene Konto von der Finanz·kasse überweisen.\nDas müssen Sie bis zum 15. August 2025 machen.",
    );
    expect(
      leicht(
        "Bitte reichen Sie die fehlenden Unterlagen bis spätestens 27. Februar 2026 bei uns im Amt ein.",
      ),
    ).toBe(
      "Bitte reichen Sie die fehlenden Unterlagen bei uns im Amt ein.\nBitte machen Sie das bis spätestens 27. Februar 2026.",
    );
  });

  it("does the same for the period of an objection", () => {
    expect(
      leicht("Gegen diesen Bescheid können Sie innerhalb eines Monats nach Bekanntgabe Widerspruch erheben."),
    ).toBe(
      "Gegen diesen Bescheid können Sie Widerspruch erheben.\nDas können Sie innerhalb von einem Monat nach Bekanntgabe machen.",
    );
    expect(
      leicht(
        "Sie können innerhalb von einem Monat nach Zugang dieses Schreibens Widerspruch bei der Krankenkasse einlegen.",
      ),
    ).toBe(
      "Sie können Widerspruch bei der Kranken·kasse einlegen.\nDas können Sie innerhalb von einem Monat nach Zugang von diesem Schreiben machen.",
    );
  });

  it("leaves short requests, clock times, negations and deadlines at the end", () => {
    expect(leicht("Bitte zahlen Sie bis zum 3. Mai.")).toBe("Bitte zahlen Sie bis zum 3. Mai.");
    expect(
      leicht("Sie müssen die Wohnung bis spätestens 12 Uhr am letzten Tag vollständig geräumt übergeben."),
    ).toBe("Sie müssen die Wohnung bis spätestens 12 Uhr am letzten Tag vollständig geräumt übergeben.");
    expect(
      leicht("Sie müssen den Antrag bis zum 3. Mai 2026 nicht bei uns im Amt in der Hauptstraße abgeben."),
    ).toContain("bis zum 3. Mai 2026 nicht");
    expect(
      leicht("Das Angebot der Stadtwerke für Strom und Gas aus der Region gilt bis zum 3. Mai 2026."),
    ).toContain("gilt bis zum 3. Mai 2026.");
  });
});
