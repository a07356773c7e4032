import { describe, expect, it } from "vitest";
import { letterBody } from "./test-letter.ts";

const leicht = (body: string) => letterBody(body);

describe("splitPeriodPhrase", () => {
  it("gives the period in the middle of a long statement its own sentence", () => {
    expect(
      leicht(
        "Nach unseren Unterlagen sind die Beiträge zur Kranken- und Pflegeversicherung für die Monate Juli bis September 2025 nicht bei uns eingegangen.",
      ),
    ).toBe(
      "Es geht um die Monate Juli bis September 2025.\nNach unseren Unterlagen sind die Beiträge zur Kranken- und Pflege·versicherung für diese Monate nicht bei uns eingegangen.",
    );
    expect(
      leicht("Ihre Krankenkasse zahlt für die Zeit vom 3. März 2025 bis 14. April 2025 Krankengeld an Sie."),
    ).toBe(
      "Ihre Kranken·kasse zahlt Kranken·geld an Sie.\nEs geht um die Zeit vom 3. März 2025 bis 14. April 2025.",
    );
    expect(
      leicht(
        "Sie haben Ihre Wohnung für die Zeit vom 1. Juni bis 31. August 2025 ohne unsere Erlaubnis an einen Dritten untervermietet.",
      ),
    ).toBe(
      "Sie haben Ihre Wohnung ohne unsere Erlaubnis an einen Dritten untervermietet.\nEs geht um die Zeit vom 1. Juni bis 31. August 2025.",
    );
    expect(
      leicht(
        "Sie erhalten die Nachzahlung für die Monate Juni und Juli 2025 in den nächsten Tagen auf Ihr Konto.",
      ),
    ).toBe(
      "Sie bekommen die Nachzahlung in den nächsten Tagen auf Ihr Konto.\nEs geht um die Monate Juni und Juli 2025.",
    );
  });

  it("takes the period that closes the first part or the whole statement", () => {
    expect(
      leicht(
        "Die Miete für die Monate Januar bis März 2026 ist bis heute nicht auf unserem Konto eingegangen.",
      ),
    ).toBe(
      "Es geht um die Monate Januar bis März 2026.\nDie Miete für diese Monate ist bis heute nicht auf unserem Konto eingegangen.",
    );
    expect(
      leicht(
        "Anbei erhalten Sie die Betriebskostenabrechnung für Ihre Wohnung im Haus Goethestraße 31, 2. Stock links, für den Abrechnungszeitraum 1. Januar 2024 bis 31. Dezember 2024.",
      ),
    ).toBe(
      "Anbei bekommen Sie die Betriebs·kosten·abrechnung für Ihre Wohnung im Haus Goethestraße 31, 2. Stock links.\nEs geht um die Zeit vom 1. Januar 2024 bis 31. Dezember 2024.",
    );
  });

  it("keeps the period of a negated statement as 'für diese Zeit' after 'Es geht um …'", () => {
    // Without its period, "Sie müssen keine Beiträge … zahlen." would be an exemption for all time.
    expect(
      leicht(
        "Sie müssen für die Zeit vom 1. Mai bis 30. Juni 2026 keine Beiträge an die Pflegekasse zahlen.",
      ),
    ).toBe(
      "Es geht um die Zeit vom 1. Mai bis 30. Juni 2026.\nSie müssen für diese Zeit keine Beiträge an die Pflege·kasse zahlen.",
    );
    expect(
      leicht(
        "Wir können Ihnen für den Zeitraum vom 1. Januar 2025 bis 31. März 2025 leider kein Wohngeld mehr zahlen.",
      ),
    ).toBe(
      "Es geht um die Zeit vom 1. Januar 2025 bis 31. März 2025.\nWir können Ihnen für diese Zeit leider kein Wohngeld mehr zahlen.",
    );
    expect(
      leicht(
        "Sie haben für die Monate Juni und Juli 2025 nie eine Bescheinigung über Ihr Einkommen bei uns eingereicht.",
      ),
    ).toBe(
      "Es geht um die Monate Juni und Juli 2025.\nSie haben für diese Monate nie eine Bescheinigung über Ihr Einkommen bei uns eingereicht.",
    );
    expect(
      leicht(
        "Wir haben Ihnen am 2. Februar 2026 für die Zeit vom 1. März bis 31. August 2026 kein Bürgergeld bewilligt.",
      ),
    ).toBe(
      "Es geht um die Zeit vom 1. März bis 31. August 2026.\nWir haben Ihnen für diese Zeit kein Bürger·geld bewilligt.\nDas war am 2. Februar 2026.",
    );
    // At the head of the statement: splitPeriodLead (split-deadline.ts) says "Für diese Zeit".
    expect(
      leicht(
        "Für die Zeit vom 1. Mai bis 30. Juni 2026 müssen Sie keine Beiträge an die Pflegekasse zahlen.",
      ),
    ).toBe(
      "Es geht um die Zeit vom 1. Mai bis 30. Juni 2026.\nFür diese Zeit müssen Sie keine Beiträge an die Pflege·kasse zahlen.",
    );
    // Not negated: the period still follows the statement.
    expect(
      leicht(
        "Der Arbeitgeber hat Ihnen für die Zeit vom 1. bis 31. März 2026 das Gehalt auf Ihr Konto überwiesen.",
      ),
    ).toBe(
      "Der Arbeitgeber hat Ihnen das Gehalt auf Ihr Konto überwiesen.\nEs geht um die Zeit vom 1. bis 31. März 2026.",
    );
  });

  it("keeps the date sentence of the statement before the period", () => {
    expect(
      leicht(
        "Wir haben Ihnen am 2. Februar 2026 für die Zeit vom 1. März bis 31. August 2026 Bürgergeld bewilligt.",
      ),
    ).toBe(
      "Wir haben Ihnen Bürger·geld bewilligt.\nDas war am 2. Februar 2026.\nEs geht um die Zeit vom 1. März bis 31. August 2026.",
    );
  });

  it("leaves a period that closes a first part other than the subject", () => {
    // The period is the Wohngeld's: after the statement it would seem to be the allowance's.
    expect(
      leicht(
        "Zusätzlich zum Wohngeld für die Zeit vom 1. Januar bis 30. Juni 2026 erhalten Sie einen einmaligen Heizkostenzuschuss.",
      ).split("\n"),
    ).toHaveLength(1);
  });

  it("opens the statement with the period when it stood first", () => {
    expect(
      leicht("Für die Zeit vom 1. September 1986 bis 31. August 1989 sind keine Beitragszeiten gespeichert."),
    ).toBe(
      "Es geht um die Zeit vom 1. September 1986 bis 31. August 1989.\nFür diese Zeit sind keine Beitrags·zeiten gespeichert.",
    );
  });

  it("leaves a period that the verb needs, a short statement and a bare span", () => {
    const same = [
      "Die Frist läuft vom 1. bis 15. Mai.",
      "Die Beiträge für die Monate Juli bis September 2025 sind fällig.",
      "Die Sperrzeit umfasst den Zeitraum vom 1. März 2026 bis 23. Mai 2026, 12 Wochen.",
      "Sie müssen in der Zeit vom 1. bis zum 15. August 2025 jeden Tag bei uns im Jobcenter vorbeikommen.",
      "Wir haben Ihren Beitrag zur Pflegeversicherung für die Zeit vom 1. Januar 2026 an neu berechnet und festgesetzt.",
    ];
    for (const sentence of same) expect(leicht(sentence).split("\n")).toHaveLength(1);
    expect(
      leicht(
        "Die Bewilligung gilt für die Zeit vom 1. Mai 2025 bis 31. Oktober 2025 und endet dann ohne weiteren Bescheid.",
      ),
    ).toBe(
      "Die Bewilligung gilt für die Zeit vom 1. Mai 2025 bis 31. Oktober 2025.\nDie Bewilligung endet dann ohne weiteren Bescheid.",
    );
  });
});

describe("splitAmountPhrase", () => {
  it("gives the period and then the amount their own sentences while the statement is long", () => {
    expect(
      leicht(
        "Wir heben die Entscheidung über die Bewilligung von Bürgergeld für die Zeit vom 1. Mai 2025 bis 31. Mai 2025 teilweise in Höhe von 312,40 Euro auf.",
      ),
    ).toBe(
      "Wir heben die Entscheidung über die Bewilligung von Bürger·geld teilweise auf.\nEs geht um die Zeit vom 1. Mai 2025 bis 31. Mai 2025.\nEs geht um 312,40 Euro.",
    );
    expect(
      leicht(
        "Sie müssen die gesetzliche Zuzahlung in Höhe von 5 bis 10 Euro je Medikament in der Apotheke zahlen.",
      ),
    ).toBe(
      "Sie müssen die gesetzliche Zuzahlung in der Apotheke zahlen.\nEs geht um 5 bis 10 Euro je Medikament.",
    );
  });

  it("leaves the amount of a statement that is short without its period, a limit and a negation", () => {
    expect(
      leicht(
        "Wir bewilligen Ihnen Wohngeld für die Zeit vom 1. Juli 2025 bis 30. Juni 2026 in Höhe von monatlich 245 Euro.",
      ),
    ).toBe(
      "Wir bewilligen Ihnen Wohngeld in Höhe von monatlich 245 Euro.\nEs geht um die Zeit vom 1. Juli 2025 bis 30. Juni 2026.",
    );
    const same = [
      "Bei Verstößen gegen diese Pflicht kann ein Bußgeld in Höhe von bis zu 1.000 Euro gegen Sie festgesetzt werden.",
      "Wir zahlen Ihnen das Geld nur in Höhe von 300 Euro auf Ihr Konto bei der Sparkasse Köln aus.",
      "Wir erstatten Ihnen die Fahrtkosten für Ihre Reise nach Köln leider nicht in Höhe von 85 Euro zurück.",
    ];
    for (const sentence of same) expect(leicht(sentence).split("\n")).toHaveLength(1);
  });
});

describe("splitTrailingLimit", () => {
  it("gives a trailing minimum or maximum its own sentence", () => {
    expect(
      leicht(
        "Das Basiselterngeld beträgt in der Regel 65 Prozent des Nettoeinkommens vor der Geburt, mindestens aber 300 Euro und höchstens 1.800 Euro monatlich.",
      ),
    ).toBe(
      "Das Basis·eltern·geld beträgt in der Regel 65 Prozent vom Netto·einkommen vor der Geburt.\nEs sind aber mindestens 300 Euro und höchstens 1.800 Euro monatlich.",
    );
    expect(
      leicht(
        "Das Krankengeld beträgt 70 Prozent des regelmäßig erzielten Arbeitsentgelts, höchstens aber 90 Prozent des Nettoarbeitsentgelts.",
      ),
    ).toBe(
      "Das Kranken·geld beträgt 70 Prozent vom regelmäßig erzielten Arbeits·entgelt.\nEs sind aber höchstens 90 Prozent vom Netto·arbeits·entgelt.",
    );
    expect(
      leicht(
        "Für jeden Tag der Leistung ist eine Zuzahlung von 10 Euro zu leisten, höchstens aber für 42 Tage im Kalenderjahr.",
      ),
    ).toBe(
      "Für jeden Tag von der Leistung ist eine Zuzahlung von 10 Euro zu leisten.\nDas gilt aber höchstens für 42 Tage im Kalender·jahr.",
    );
    expect(
      leicht(
        "Der Arbeitgeber zahlt einen Zuschuss zum Mutterschaftsgeld, höchstens aber für 14 Wochen vor und nach der Geburt.",
      ),
    ).toBe(
      "Der Arbeitgeber zahlt einen Zuschuss zum Mutterschafts·geld.\nDas gilt aber höchstens für 14 Wochen vor und nach der Geburt.",
    );
  });

  it("leaves a short statement and a limit of another shape", () => {
    const same = [
      "Die Miete beträgt 500 Euro, höchstens aber 600 Euro.",
      "Das Arbeitslosengeld beträgt 60 Prozent des pauschalierten Nettoentgelts, mit Kind aber 67 Prozent.",
      "Sie können die Kosten für die Fahrt zum Arzt erstatten lassen, höchstens aber einmal in jedem Monat.",
    ];
    for (const sentence of same) expect(leicht(sentence).split("\n")).toHaveLength(1);
  });

  it("tells the limit of a statement in the past with 'Es waren' and keeps a past limit of time", () => {
    expect(
      leicht(
        "Im letzten Jahr haben wir Ihnen die Kosten für die Fahrten zur Therapie erstattet, höchstens aber 50 Euro im Monat.",
      ),
    ).toBe(
      "Im letzten Jahr haben wir Ihnen die Kosten für die Fahrten zur Therapie erstattet.\nEs waren aber höchstens 50 Euro im Monat.",
    );
    // "Das gilt aber höchstens für 78 Wochen." after a past statement would be in the wrong tense.
    expect(
      leicht(
        "Die Krankenkasse zahlte Ihrem Mann bis Ende 2025 Krankengeld für die Zeit der Erkrankung, höchstens aber für 78 Wochen.",
      ).split("\n"),
    ).toHaveLength(1);
  });
});
