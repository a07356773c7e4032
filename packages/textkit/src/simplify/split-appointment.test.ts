// An event's time and place with a plain "ist" instead of "findet … statt".
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("splitAppointment", () => {
  it("gives time and place a sentence each, in their order", () => {
    expect(
      leicht(
        "Der Termin findet am Dienstag, den 3. Juni 2025, um 9:30 Uhr in unserem Dienstgebäude in der Hauptstraße 5, Zimmer 214, statt.",
      ),
    ).toBe(
      "Der Termin ist am Dienstag, den 3. Juni 2025, um 9:30 Uhr.\nDer Termin ist in unserem Dienst·gebäude in der Haupt·straße 5, Zimmer 214.",
    );
    expect(leicht("Der Elternabend findet in der Aula am 5. März um 19 Uhr statt.")).toBe(
      "Der Eltern·abend ist in der Aula.\nDer Eltern·abend ist am 5. März um 19 Uhr.",
    );
    expect(leicht("Der Kurs findet vom 3. bis 5. Mai jeweils von 9 bis 12 Uhr im Raum 4 statt.")).toBe(
      "Der Kurs ist vom 3. bis 5. Mai jeweils von 9 bis 12 Uhr.\nDer Kurs ist im Raum 4.",
    );
  });

  it("keeps a short one in one sentence and the past tense", () => {
    expect(leicht("Die Sprechstunde findet am Montag statt.")).toBe("Die Sprechstunde ist am Montag.");
    expect(leicht("Das Fest fand im Garten statt.")).toBe("Das Fest war im Garten.");
  });

  it("reads 'erfolgt' + time or place the same way", () => {
    expect(leicht("Die Wohnungsübergabe erfolgt am 31. August 2025 um 10:00 Uhr.")).toBe(
      "Die Wohnungs·übergabe ist am 31. August 2025 um 10:00 Uhr.",
    );
    expect(leicht("Die Zahlung erfolgt nach Abschluss der Prüfung.")).toBe(
      "Die Zahlung erfolgt nach Abschluss von der Prüfung.",
    );
  });

  it("reads a fronted time the same way, but not a cancellation", () => {
    expect(leicht("Am Dienstag findet der Termin im Rathaus statt.")).toBe(
      "Am Dienstag ist der Termin im Rathaus.",
    );
    expect(leicht("Am Freitag, dem 14. März, findet an unserer Schule ein Elternabend statt.")).toBe(
      "Am Freitag, dem 14. März, ist an unserer Schule ein Eltern·abend.",
    );
    expect(leicht("Am Dienstag findet der Termin nicht statt.")).toBe(
      "Am Dienstag findet der Termin nicht statt.",
    );
    expect(leicht("Am Montag finden wir den Termin gut.")).toBe("Am Montag finden wir den Termin gut.");
  });

  it("leaves other phrases and 'finden' as a full verb alone", () => {
    // "auf Grundlage" is no place, "von 732 Prozent" no time ("Die Zahlung ist von 732 von 100." was wrong).
    expect(leicht("Die Zahlung erfolgt auf Grundlage des Hebesatzes von 732 Prozent.")).toBe(
      "Die Zahlung erfolgt auf Grundlage vom Hebesatz von 732 Prozent.",
    );
    expect(leicht("Die Zahlung erfolgt auf Antrag von 3 Personen.")).toBe(
      "Die Zahlung erfolgt auf Antrag von 3 Personen.",
    );
    expect(leicht("Die Sprechstunde findet im Rathaus von 8 bis 12 Uhr statt.")).toBe(
      "Die Sprechstunde ist im Rathaus.\nDie Sprechstunde ist von 8 bis 12 Uhr.",
    );
    expect(leicht("Die Feier findet wegen des Regens in der Halle statt.")).toBe(
      "Die Feier findet wegen dem Regen in der Halle statt.",
    );
    expect(leicht("Wir finden den Termin am Montag gut.")).toBe("Wir finden den Termin am Montag gut.");
  });
});
