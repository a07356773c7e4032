import { describe, expect, it } from "vitest";
import { letterBody } from "./test-letter.ts";

const leicht = (body: string) => letterBody(body);

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

  it("leaves a deadline inside one of two joined acts where it is", () => {
    // Was "Sie müssen den Betrag zahlen oder in Raten bezahlen." + "Das müssen Sie bis zum 30. Juni machen."
    expect(leicht("Der Betrag ist bis zum 30. Juni zu zahlen oder in Raten zu begleichen.")).toBe(
      "Sie müssen den Betrag bis zum 30. Juni zahlen oder in Raten bezahlen.",
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

  it("leaves spans, states, expectations and dates that limit a rule (second review)", () => {
    const same = [
      "Sie müssen die Rechnung für Mai bis Juli 2025 an die Kasse der Stadt in voller Höhe bezahlen.",
      "Sie müssen in der Zeit vom 1. bis zum 15. August 2025 jeden Tag bei uns im Jobcenter vorbeikommen.",
      "Sie können bis zum 31. Dezember 2025 mit einer Entscheidung über Ihren Antrag auf Wohngeld rechnen.",
      "Sie müssen bis zum 15. August 2025 mindestens 18 Jahre alt und in der Stadt Köln gemeldet sein.",
      "Bitte haben Sie bis zum 15. August 2025 noch etwas Geduld mit der Bearbeitung.",
      "Bitte beachten Sie die geänderten Öffnungszeiten bis zum 15. August 2025 in unserem Bürgerbüro am Markt.",
      "Sie können den Antrag bis zum 3. Mai 2026 bei uns stellen oder auch später noch einreichen.",
    ];
    for (const sentence of same) expect(leicht(sentence).split("\n")).toHaveLength(1);
    // The phrase that belongs to the period's noun goes with it.
    expect(
      leicht(
        "Sie können innerhalb von einem Monat nach Bekanntgabe des Bescheids bei uns Widerspruch erheben.",
      ),
    ).toBe(
      "Sie können bei uns Widerspruch erheben.\nDas können Sie innerhalb von einem Monat nach Bekanntgabe des Bescheids machen.",
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

describe("splitPeriodLead", () => {
  it("gives the period a long clause opens with its own sentence", () => {
    expect(
      leicht("Für den Zeitraum von Oktober 2025 bis März 2026 ergibt sich eine Überzahlung von 3.180 Euro."),
    ).toBe(
      "Es geht um die Zeit von Oktober 2025 bis März 2026.\nFür diese Zeit ergibt sich eine Überzahlung von 3.180 Euro.",
    );
    expect(
      leicht(
        "Im Zeitraum vom 1. April 2025 bis zum 30. September 2025 haben Sie Rundfunkbeiträge von 110,16 Euro nicht gezahlt.",
      ),
    ).toBe(
      "Es geht um die Zeit vom 1. April 2025 bis zum 30. September 2025.\nIn dieser Zeit haben Sie Rundfunk·beiträge von 110,16 Euro nicht gezahlt.",
    );
  });

  it("leaves a short clause, a period without dates and a period inside the clause", () => {
    for (const body of [
      "Für den Zeitraum von Oktober bis März ergibt sich eine Überzahlung.",
      "Für den Zeitraum Ihrer Ausbildung ergibt sich nach unserer Berechnung eine Überzahlung von 3.180 Euro.",
    ])
      expect(leicht(body)).not.toContain("Es geht um die Zeit");
    // A period inside the clause is splitPeriodPhrase's (split-period-amount.ts): it follows the clause.
    expect(
      leicht(
        "Es ergibt sich für den Zeitraum von Oktober 2025 bis März 2026 eine Überzahlung von 3.180 Euro.",
      ),
    ).toBe(
      "Es ergibt sich eine Überzahlung von 3.180 Euro.\nEs geht um die Zeit von Oktober 2025 bis März 2026.",
    );
  });
});

describe("splitDueDates", () => {
  it("lists the due dates of a long clause in a sentence of their own", () => {
    expect(
      leicht(
        "Die Grundsteuer ist in 4 gleichen Teilbeträgen von je 96,60 Euro zum 15. Februar, 15. Mai, 15. August und 15. November fällig.",
      ),
    ).toBe(
      "Die Grund·steuer ist in 4 gleichen Teil·beträgen von je 96,60 Euro fällig.\nDie Termine sind: 15. Februar, 15. Mai, 15. August und 15. November.",
    );
    expect(
      leicht(
        "Sie zahlen den Gesamtbetrag von 338,40 Euro in 2 gleichen Raten zum 15.03.2026 und zum 15.09.2026.",
      ),
    ).toBe(
      "Sie zahlen den Gesamt·betrag von 338,40 Euro in 2 gleichen Raten.\nDie Termine sind: 15. März 2026 und 15. September 2026.",
    );
  });

  it("leaves dates with an attribute after them, dates with 'am' and one date", () => {
    for (const body of [
      "Die Steuer wird in Teilbeträgen von jeweils 75 Euro zum 15. Februar, 15. Mai, 15. August und 15. November eines jeden Jahres fällig.",
      "Wir haben Sie in dieser Sache am 3. Mai 2025 und am 5. Juni 2025 telefonisch nicht erreicht.",
      "Die Grundsteuer ist in einem Betrag von 386,40 Euro zum 1. Juli 2025 an die Stadtkasse fällig.",
    ])
      expect(leicht(body)).not.toContain("Die Termine sind");
  });
});
