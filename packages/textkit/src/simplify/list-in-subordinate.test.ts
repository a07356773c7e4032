// A list of nouns inside a subordinate clause: its commas are no clause boundaries.
import { describe, expect, it } from "vitest";
import { joinAddressApposition, joinDateApposition, joinOpeningApposition } from "./list-in-subordinate.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("joinPredicativeList", () => {
  it("reads a list of predicatives as part of its clause, even where an item looks finite", () => {
    expect(
      leicht(
        "Sind Sie mit dem Angeklagten verlobt, verheiratet oder verwandt, steht Ihnen ein Zeugnisverweigerungsrecht zu.",
      ),
    ).toBe(
      "Vielleicht sind Sie mit dem Angeklagten verlobt, verheiratet oder verwandt.\nDann steht Ihnen ein Zeugnis·verweigerungs·recht zu.",
    );
    expect(leicht("Sind Sie krank, verheiratet oder schwach, steht Ihnen ein Recht zu.")).toBe(
      "Vielleicht sind Sie krank, verheiratet oder schwach.\nDann steht Ihnen ein Recht zu.",
    );
  });

  it("leaves a segment with more than the items, and a list without a finite verb before it", () => {
    // "hatte zwei Kinder" is a clause of its own.
    expect(leicht("Er war verheiratet, hatte zwei Kinder und lebte in Berlin.")).not.toContain(
      "verheiratet,",
    );
    expect(leicht("Wenn er das Auto bezahlt, repariert und gewaschen hat, fährt er los.")).toBe(
      "Wenn er das Auto bezahlt, repariert und gewaschen hat, fährt er los.",
    );
  });
});

describe("joinListInSubordinate", () => {
  it("takes an item with a prepositional phrase of its own (up to six words)", () => {
    // Was left whole: "eine Umsetzung auf einen anderen Arbeitsplatz" had five words.
    expect(
      leicht(
        "Sehr geehrter Herr Özdemir,\n\nIm Gespräch soll geklärt werden, ob eine Ausstattung Ihres Arbeitsplatzes, eine Umsetzung auf einen anderen Arbeitsplatz oder eine Verringerung der Arbeitszeit in Betracht kommt.",
      ),
    ).toContain(
      ":\nKommt eine Ausstattung von Ihrem Arbeits·platz, eine Umsetzung auf einen anderen Arbeits·platz oder eine Verringerung von der Arbeits·zeit in Betracht?",
    );
    // A middle segment with a verb is a clause of its own, not an item: no question of the list.
    expect(
      leicht(
        "Sehr geehrter Herr Özdemir,\n\nIm Gespräch soll geklärt werden, ob eine Ausstattung Ihres Arbeitsplatzes, die wir bezahlen, oder eine Verringerung der Arbeitszeit in Betracht kommt.",
      ),
    ).not.toContain("Kommt eine Ausstattung von Ihrem Arbeitsplatz, die");
  });

  it("splits a condition with a list of nouns like one without", () => {
    expect(
      leicht(
        "Sofern Sie Bürgergeld, Grundsicherung oder BAföG beziehen, können Sie eine Befreiung beantragen.",
      ),
    ).toBe(
      "Vielleicht beziehen Sie Bürger·geld, Grund·sicherung oder BAföG.\nDann können Sie eine Befreiung beantragen.",
    );
    expect(
      leicht(
        "Sie können eine Befreiung beantragen, wenn Sie Bürgergeld, Grundsicherung oder BAföG beziehen.",
      ),
    ).toBe(
      "Vielleicht beziehen Sie Bürger·geld, Grund·sicherung oder BAföG.\nDann können Sie eine Befreiung beantragen.",
    );
    expect(
      leicht(
        "Wenn Sie Ihren Ausweis, Ihre Meldebescheinigung und Ihre Lohnabrechnung mitbringen, geht es schneller.",
      ),
    ).toBe(
      "Vielleicht bringen Sie Ihren Ausweis, Ihre Melde·bescheinigung und Ihre Lohn·abrechnung mit.\nDann geht es schneller.",
    );
  });

  it("leaves commas between clauses alone, and noun segments without a conjunction", () => {
    // The clause has its verb before the comma: a boundary.
    expect(leicht("Wenn Sie Fragen haben, rufen Sie uns an.")).toBe(
      "Vielleicht haben Sie Fragen.\nDann rufen Sie uns an.",
    );
    // No conjunction after the noun segment: no list.
    expect(leicht("Wenn Sie Bürgergeld, Grundsicherung beziehen, können Sie kommen.")).toBe(
      "Wenn Sie Bürger·geld, Grund·sicherung beziehen, können Sie kommen.",
    );
  });
});

describe("joinContrastInSubordinate", () => {
  it("reads 'nicht X, sondern Y' before the verb of a subordinate clause as part of the clause", () => {
    // Was whole: the comma before "sondern" stopped the split (letter "finanzamt-nachzahlung").
    expect(
      leicht(
        "Wir konnten die von Ihnen geltend gemachten Fahrtkosten nur teilweise anerkennen, da die Entfernung zur Arbeitsstätte nicht 42 Kilometer, sondern nur 35 Kilometer beträgt.",
      ),
    ).toBe(
      "Die Entfernung beträgt zur Arbeits·stätte nicht 42 Kilometer, sondern nur 35 Kilometer.\nDeshalb konnten wir die von Ihnen geltend gemachten Fahrt·kosten nur teilweise anerkennen.",
    );
    expect(
      leicht(
        "Wir können die Kosten nicht übernehmen, da die Entfernung nicht 42, sondern nur 35 Kilometer beträgt.",
      ),
    ).toBe(
      "Die Entfernung beträgt nicht 42, sondern nur 35 Kilometer.\nDeshalb können wir die Kosten nicht übernehmen.",
    );
    // X that ends in a preposition or an adjective stays with Y in one sentence.
    expect(leicht("Wir zahlen, wenn die Kosten nicht über, sondern unter 100 Euro liegen.")).toBe(
      "Vielleicht liegen die Kosten nicht über, sondern unter 100 Euro.\nDann zahlen wir.",
    );
    expect(leicht("Wir zahlen, wenn Sie nicht den alten, sondern den neuen Antrag stellen.")).toBe(
      "Vielleicht stellen Sie nicht den alten, sondern den neuen Antrag.\nDann zahlen wir.",
    );
    // A leading clause too.
    expect(
      leicht(
        "Weil die Entfernung nicht 42, sondern nur 35 Kilometer beträgt, können wir die Kosten nicht übernehmen.",
      ),
    ).toBe(
      "Die Entfernung beträgt nicht 42, sondern nur 35 Kilometer.\nDeshalb können wir die Kosten nicht übernehmen.",
    );
    // "nicht nur A, sondern auch B" inside the clause: both hold, one sentence each.
    expect(
      leicht("Wir helfen Ihnen, weil Sie nicht nur die Miete, sondern auch die Heizkosten zahlen müssen."),
    ).toBe(
      "Sie müssen die Miete zahlen.\nSie müssen auch die Heiz·kosten zahlen.\nDeshalb helfen wir Ihnen.",
    );
  });

  it("leaves a 'sondern' after a complete clause, before a clause of its own or with a verb first", () => {
    for (const sentence of [
      // "sondern weil …": a second subordinate clause.
      "Wir zahlen nicht, weil Sie krank sind, sondern weil Sie keine Arbeit haben.",
      // The clause before "sondern" has its verb: coordinated clauses.
      "Wir helfen Ihnen, weil Sie nicht nur krank sind, sondern auch keine Arbeit haben.",
      "Wir zahlen, wenn Sie nicht arbeiten, sondern krank sind.",
      // A finite verb right after "sondern" opens a clause.
      "Wir zahlen, wenn Sie nicht die Miete, sondern zahlen die Heizkosten.",
      // The subject itself is contrasted: the verb put before it would agree with one side only.
      "Bitte teilen Sie uns mit, ob nicht Sie, sondern Ihre Tochter das Konto führt.",
      "Wenn nicht Sie, sondern Ihr Mann den Antrag stellt, brauchen wir seine Unterschrift.",
    ])
      expect(leicht(sentence)).toBe(sentence.replace("Heizkosten", "Heiz·kosten"));
  });
});

describe("joinDateApposition", () => {
  it("reads the date after a weekday as no clause boundary", () => {
    expect(
      leicht(
        "Die Trauung kann am Freitag, 22. August 2025, um 11:00 Uhr stattfinden, wenn die Prüfung abgeschlossen ist.",
      ),
    ).toBe(
      "Vielleicht ist die Prüfung abgeschlossen.\nDann kann die Trauung am Freitag, 22. August 2025, um 11:00 Uhr stattfinden.",
    );
    expect(leicht("Wir zahlen am Montag, 3. März 2025, wenn die Prüfung abgeschlossen ist.")).toBe(
      "Vielleicht ist die Prüfung abgeschlossen.\nDann zahlen wir am Montag, 3. März 2025.",
    );
  });

  it("reads 'dem 3. März' after a weekday the same, so the clause splits at its 'und'", () => {
    expect(
      leicht(
        "Bitte kommen Sie am Montag, dem 3. März 2026, um 10 Uhr zu uns und bringen Sie Ihren Ausweis mit.",
      ),
    ).toBe(
      "Bitte kommen Sie am Montag, dem 3. März 2026, um 10 Uhr zu uns.\nBitte bringen Sie Ihren Ausweis mit.",
    );
  });

  it("leaves ', und …' after the date a clause of its own (no comma left before the full stop)", () => {
    expect(
      leicht("Die Frist endet am Montag, 30. Juni 2025, und danach können Sie keinen Antrag mehr stellen."),
    ).toBe("Die Frist endet am Montag, 30. Juni 2025.\nDanach können Sie keinen Antrag mehr stellen.");
    expect(
      leicht("Der Kurs beginnt am Montag, 5. Mai 2025, und endet am Freitag, 9. Mai 2025."),
    ).not.toContain(",.");
  });

  it("leaves a segment that is no date alone", () => {
    const segments = (text: string) => text.split(", ").map((part) => clauseTokens(part));
    const never = () => false;
    expect(
      joinDateApposition(segments("Wir kommen am Montag, dem Tag nach dem Fest, und essen"), never),
    ).toBe(undefined);
    // The date joins its weekday; ", und essen" stays a segment of its own.
    expect(joinDateApposition(segments("Wir kommen am Montag, dem 3. März, und essen"), never)).toHaveLength(
      2,
    );
  });

  it("leaves a clause after the date apart: a purpose with 'um … zu'", () => {
    expect(leicht("Kommen Sie am Montag, 3. März 2025, um den Antrag abzugeben.")).not.toContain(
      "um den Antrag abzugeben",
    );
  });
});

describe("joinAddressApposition", () => {
  it("reads an address inside a relative clause as no clause boundary, so the clause splits", () => {
    expect(
      leicht(
        "Der Wahlraum, der sich in der Grundschule am Lindenplatz, Lindenplatz 3, befindet, ist am Wahltag von 8:00 bis 18:00 Uhr geöffnet.",
      ),
    ).toBe(
      "Der Wahlraum befindet sich in der Grundschule am Linden·platz, Lindenplatz 3.\nDer Wahlraum ist am Wahltag von 8:00 bis 18:00 Uhr geöffnet.",
    );
    expect(
      leicht("Das Amt, das sich in der Hauptstraße 5, 12345 Berlin, befindet, ist heute geschlossen."),
    ).toBe("Das Amt befindet sich in der Hauptstraße 5, 12345 Berlin.\nDas Amt ist heute geschlossen.");
  });

  it("leaves a segment that is no address, or an address before a new clause, alone", () => {
    const segments = (text: string) => text.split(", ").map((part) => clauseTokens(part));
    const never = () => false;
    expect(
      joinAddressApposition(
        segments("Das Amt, das sich am Markt, neben der Kirche, befindet, ist zu"),
        never,
      ),
    ).toBe(undefined);
    // ", und …" after the address opens a clause of its own.
    expect(joinAddressApposition(segments("Wir wohnen am Markt, Markt 3, und Sie kommen"), never)).toBe(
      undefined,
    );
    expect(joinAddressApposition(segments("Wir wohnen am Markt, Markt 3, gern"), never)).toHaveLength(1);
  });
});

describe("joinOpeningApposition", () => {
  it("keeps an apposition after the opening noun phrase in its main clause, so the clause after it splits", () => {
    expect(leicht("Unser Vermieter, ein freundlicher Mann, hat gesagt, dass die Miete steigt.")).toBe(
      "Unser Vermieter, ein freundlicher Mann, hat gesagt:\nDie Miete steigt.",
    );
    // A name there gets a sentence of its own first (apposition.ts), then the same split.
    expect(leicht("Der Vermieter, Herr Meier, hat gesagt, dass die Miete steigt.")).toBe(
      "Der Vermieter ist Herr Meier.\nDer Vermieter hat gesagt:\nDie Miete steigt.",
    );
  });

  it("leaves an address, a segment with a verb and a sentence with nothing after the main clause", () => {
    const segments = (text: string) => text.split(", ").map((part) => clauseTokens(part));
    expect(joinOpeningApposition(segments("Mein Herr, mein Gott, hilf mir, wenn ich falle"))).toBe(undefined);
    expect(joinOpeningApposition(segments("Der Mann, den ich kenne, hat gesagt, dass er kommt"))).toBe(
      undefined,
    );
    expect(joinOpeningApposition(segments("Herr, mein Gott, du hast gesagt, dass du kommst"))).toBe(
      undefined,
    );
    expect(joinOpeningApposition(segments("Der Vermieter, Herr Meier, hat angerufen"))).toBe(undefined);
    expect(
      joinOpeningApposition(segments("Der Vermieter, Herr Meier, hat gesagt, dass er kommt")),
    ).toHaveLength(2);
  });
});
