import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { requestLead } from "./request-lead.ts";

const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("requestLead", () => {
  it("says first, in a sentence of its own, what the reader applied for and when", () => {
    expect(
      requestLead("Auf Ihren Antrag vom 4. November 2025 hat der Medizinische Dienst Sie begutachtet."),
    ).toBe(
      "Sie haben am 4. November 2025 einen Antrag gestellt. Darum hat der Medizinische Dienst Sie begutachtet.",
    );
    expect(
      requestLead("Aufgrund Ihres Antrags vom 3. Februar 2026 auf Wohngeld bewilligen wir Ihnen 210 Euro."),
    ).toBe(
      "Sie haben am 3. Februar 2026 einen Antrag auf Wohngeld gestellt. Darum bewilligen wir Ihnen 210 Euro.",
    );
    expect(
      requestLead("Auf Ihren Antrag auf Kinderzuschlag vom 8. Januar 2026 hin prüfen wir Ihr Einkommen."),
    ).toBe(
      "Sie haben am 8. Januar 2026 einen Antrag auf Kinderzuschlag gestellt. Darum prüfen wir Ihr Einkommen.",
    );
    expect(
      requestLead("Auf Ihren Widerspruch vom 15. Mai 2025 hin haben wir den Bescheid noch einmal geprüft."),
    ).toBe(
      "Sie haben am 15. Mai 2025 Widerspruch eingelegt. Darum haben wir den Bescheid noch einmal geprüft.",
    );
    expect(requestLead("Auf Ihren Antrag vom 14. November 2025 ergeht folgender Bescheid:")).toBe(
      "Sie haben am 14. November 2025 einen Antrag gestellt. Darum bekommen Sie diesen Bescheid:",
    );
  });

  it("takes the lower-case first line of a letter after the salutation, not lower case inside a line", () => {
    expect(
      requestLead("Sehr geehrter Herr Schubert,\n\nauf Ihren Antrag vom 2. Juni 2025 haben wir geprüft."),
    ).toBe(
      "Sehr geehrter Herr Schubert,\n\nSie haben am 2. Juni 2025 einen Antrag gestellt. Darum haben wir geprüft.",
    );
    const inside = "Wir haben auf Ihren Antrag vom 2. Juni 2025 hin alles geprüft.";
    expect(requestLead(inside)).toBe(inside);
  });

  it("leaves the phrase when it goes on or has no date", () => {
    for (const text of [
      "Auf Ihren Antrag vom 4. November 2025, den wir am 6. November erhalten haben, teilen wir Ihnen mit: Er ist vollständig.",
      "Auf Ihren Antrag vom 4. November 2025 und Ihre Nachricht hin prüfen wir alles.",
      "Auf Ihren Antrag hin haben wir die Unterlagen geprüft.",
      "Auf Ihren Antrag vom 4. November 2025 Bezug nehmend teilen wir mit:",
      "Auf Ihren Widerspruch vom 5. November 2025 gegen den Bescheid ändern wir ihn.",
      // No decision on the request, or one not made: "Darum" would name the request as the cause.
      "Auf Ihren Antrag vom 4. November 2025 können wir leider nicht eingehen.",
      "Auf Ihren Antrag vom 4. November 2025 kommen wir später zurück.",
      "Auf Ihren Antrag vom 4. November 2025 ist die Frist abgelaufen.",
      "Auf Ihren Antrag vom 4. November 2025 haben wir bisher keine Unterlagen erhalten.",
      "Auf Ihren Antrag vom 4. November 2025 lehnen wir die Übernahme der Kosten ab.",
      "Auf Ihren Antrag vom 4. November 2025 auf Übernahme der Kosten für den Kita-Platz bewilligen wir die Kosten.",
      "Auf Ihren Antrag vom 4. November 2025 per E-Mail bewilligen wir Ihnen Wohngeld.",
      "Auf Ihren Antrag vom 4. November 2025 haben Sie noch keine Antwort bekommen?",
      "Bitte beachten Sie: Auf Ihren Antrag vom 4. November 2025 haben wir geantwortet.",
    ])
      expect(requestLead(text)).toBe(text);
  });

  it("gives two short sentences in Leichte Sprache, the passive of the decision turned active", () => {
    expect(
      leicht(
        "Auf Ihren Antrag vom 03.02.2026 wird Ihnen ab dem 01.03.2026 Arbeitslosengeld in Höhe von täglich 48,27 Euro bewilligt.",
      ),
    ).toBe(
      "Sie haben am 3. Februar 2026 einen Antrag gestellt.\nDarum bewilligen wir Ihnen Arbeitslosen·geld in Höhe von täglich 48,27 Euro.\nDas gilt ab dem 1. März 2026.",
    );
  });
});
