import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("splitAroundInsertions", () => {
  it("takes out a role after a name, also right after another insertion", () => {
    // Was left whole: "Schüler der Klasse 8b" was read as a clause boundary.
    expect(
      split(
        "Die Schule hat uns mitgeteilt, dass Ihr Sohn Arben, geboren am 11.07.2012, Schüler der Klasse 8b, an neun Schultagen gefehlt hat.",
      ),
    ).toEqual([
      "Die Schule hat uns mitgeteilt:",
      "Ihr Sohn Arben, geboren am 11.07.2012, Schüler der Klasse 8b, hat an neun Schultagen gefehlt.",
    ]);
    expect(
      split("Die Schule hat uns mitgeteilt, dass Ihr Sohn Arben, Schüler der Klasse 8b, oft gefehlt hat."),
    ).toEqual(["Die Schule hat uns mitgeteilt:", "Ihr Sohn Arben, Schüler der Klasse 8b, hat oft gefehlt."]);
  });

  it("does not take a noun after a common noun for a role", () => {
    // A list of things, no person's name before it.
    const list =
      "Wir teilen Ihnen mit, dass die Kosten für Miete, Nebenkosten der Wohnung und Strom übernommen werden.";
    expect(split(list).join(" ")).toContain("Nebenkosten der Wohnung");
    expect(split(list).some((line) => line.includes("Miete, Nebenkosten der Wohnung,"))).toBe(false);
  });

  it("splits a dass clause around a participle phrase and an address between commas", () => {
    expect(
      split(
        "Wir freuen uns, Ihnen mitteilen zu können, dass für Ihr Kind Samira Haddad, geboren am 17.06.2023, ab dem 01.09.2025 ein Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, angeboten werden kann.",
      ),
    ).toEqual([
      "Wir freuen uns, Ihnen mitteilen zu können:",
      "Für Ihr Kind Samira Haddad, geboren am 17.06.2023, kann ab dem 01.09.2025 ein Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, angeboten werden.",
    ]);
    expect(
      split("Wir teilen Ihnen mit, dass Herr Klaus Berger, wohnhaft in Kassel, den Antrag gestellt hat."),
    ).toEqual(["Wir teilen Ihnen mit:", "Herr Klaus Berger, wohnhaft in Kassel, hat den Antrag gestellt."]);
  });

  it("reads an address between commas in a main clause as no clause", () => {
    expect(
      simplifyText(
        "Sehr geehrte Frau Haddad,\n\nFür Ihr Kind Samira Haddad, geboren am 17.06.2023, können wir ab dem 01.09.2025 einen Betreuungsplatz in der Kindertagesstätte Sonnenblume, Am Stadtpark 5, anbieten.",
        { level: "leicht", explanations: "none" },
      )
        .simplified_text.split("\n")
        .slice(2),
    ).toEqual([
      "Für Ihr Kind Samira Haddad können wir einen Betreuungs·platz in der Kinder·tages·stätte Sonnenblume anbieten.",
      "Das gilt ab dem 1. September 2025.",
      "Die Adresse ist Am Stadtpark 5.",
      "Samira Haddad ist am 17. Juni 2023 geboren.",
    ]);
  });

  it("takes the postcode and town out with their street, leaving no lone closing verb", () => {
    const leicht = (text: string): string[] =>
      simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text.split("\n");
    expect(
      split(
        "Sie müssen den Widerspruch bei der Berufsgenossenschaft Handel und Logistik, Ringstraße 80, 70174 Stuttgart, einlegen.",
      ),
    ).toEqual([
      "Sie müssen den Widerspruch bei der Berufsgenossenschaft Handel und Logistik, Ringstraße 80, 70174 Stuttgart, einlegen.",
    ]);
    expect(
      leicht(
        "Sie müssen den Widerspruch bei der Berufsgenossenschaft Handel und Logistik, Ringstraße 80, 70174 Stuttgart, einlegen.",
      ),
    ).toEqual([
      "Sie müssen den Widerspruch bei der Berufs·genossenschaft Handel und Logistik einlegen.",
      "Die Adresse ist Ringstraße 80, 70174 Stuttgart.",
    ]);
    expect(
      leicht(
        "Sie können sich beim Amt für Jugend und Familie, Hauptstraße 5, 44137 Dortmund, beraten lassen.",
      ),
    ).toEqual([
      "Sie können sich beim Amt für Jugend und Familie beraten lassen.",
      "Die Adresse ist Hauptstraße 5, 44137 Dortmund.",
    ]);
    expect(
      leicht(
        "Gegen diesen Bescheid können Sie innerhalb eines Monats Widerspruch beim Ministerium für Arbeit und Soziales, Wilhelmstraße 49, 10117 Berlin, erheben.",
      ),
    ).toEqual([
      "Gegen diesen Bescheid können Sie Widerspruch beim Ministerium für Arbeit und Soziales erheben.",
      "Das können Sie innerhalb von einem Monat machen.",
      "Die Adresse ist Wilhelmstraße 49, 10117 Berlin.",
    ]);
    // A town without its postcode: the sentence stays whole.
    expect(
      leicht("Sie können sich beim Amt für Jugend und Familie, Hauptstraße 5, Dortmund, beraten lassen."),
    ).toEqual(["Sie können sich beim Amt für Jugend und Familie, Hauptstraße 5, Dortmund, beraten lassen."]);
    // The address at the end of the sentence, or a clause after it with "und": no insertion.
    expect(
      leicht(
        "Bitte schicken Sie das Formular an die Berufsgenossenschaft Handel und Logistik, Ringstraße 80, 70174 Stuttgart.",
      ),
    ).toEqual([
      "Bitte schicken Sie das Formular an die Berufs·genossenschaft Handel und Logistik, Ringstraße 80, 70174 Stuttgart.",
    ]);
    expect(
      leicht(
        "Wir wohnen in der Hauptstraße 5, 44137 Dortmund, und haben zwei Kinder im Alter von drei und fünf Jahren.",
      ),
    ).toEqual([
      "Wir wohnen in der Hauptstraße 5, 44137 Dortmund.",
      "Wir haben 2 Kinder im Alter von 3 und 5 Jahren.",
    ]);
  });

  it("leaves a main clause with an insertion and a clause between commas alone", () => {
    // A main clause: one clause, as before.
    const main =
      "Auf Ihren Antrag wird Ihnen für Ihr Kind Mia, geboren am 20. Juli 2026, Elterngeld bewilligt.";
    expect(split(main)).toEqual([main]);
    // A finite verb between the commas is a clause of its own, not an insertion.
    expect(
      split("Wir teilen Ihnen mit, dass Ihr Kind, das am 3. Mai geboren ist, einen Platz bekommt."),
    ).not.toContain("Ihr Kind, das am 3. Mai geboren ist, bekommt einen Platz.");
  });

  it("splits a verb-first condition around its examples between commas", () => {
    // Was left whole: the condition's own verb first was read as a clause that had its verb.
    expect(
      split(
        "Sollten Sie aus wichtigem Grund, zum Beispiel wegen einer Erkrankung, verhindert sein, teilen Sie dies dem Gericht bitte mit.",
      ),
    ).toEqual([
      "Vielleicht sind Sie aus wichtigem Grund, zum Beispiel wegen einer Erkrankung, verhindert.",
      "Dann teilen Sie dies dem Gericht bitte mit.",
    ]);
    // Bank details between commas are no clause either.
    expect(
      split(
        "Wir fordern Sie auf, den Betrag auf unser Konto bei der Sparkasse, IBAN DE12 2005 0550 1234 5678 90, zu überweisen.",
      ),
    ).toEqual([
      "Wir fordern Sie auf:",
      "Sie müssen den Betrag auf unser Konto bei der Sparkasse, IBAN DE12 2005 0550 1234 5678 90, überweisen.",
    ]);
    // A short name between commas, then a subordinate clause: the clause splits as without it.
    expect(split("Sie bekommen Bürgergeld, kurz BG, wenn Sie arbeitslos sind.")).toEqual([
      "Vielleicht sind Sie arbeitslos.",
      "Dann bekommen Sie Bürgergeld, kurz BG.",
    ]);
    // A request with examples and no clause after them stays one sentence.
    const request = "Zahlen Sie den Betrag, zum Beispiel per Überweisung, bis zum 3. März.";
    expect(split(request)).toEqual([request]);
  });
});

describe("splitExampleTail (Leichte Sprache)", () => {
  const leicht = (input: string): string =>
    simplifyText(input, { level: "leicht", explanations: "none" }).simplified_text;

  it("puts closing examples of a long sentence on a line 'Zum Beispiel: …', in their own case", () => {
    expect(
      leicht(
        "Aus diesem kann die Zwangsvollstreckung betrieben werden, beispielsweise durch Pfändung Ihres Kontos.",
      ),
    ).toBe(
      "Aus diesem kann man die Zwangs·vollstreckung betreiben.\nZum Beispiel: durch Pfändung von Ihrem Konto.",
    );
    expect(
      leicht("Viele Tiere leben im Wald in unserer Gegend, beispielsweise Füchse, Rehe und Wildschweine."),
    ).toBe("Viele Tiere leben im Wald in unserer Gegend.\nZum Beispiel: Füchse, Rehe und Wild·schweine.");
  });

  it("takes closing examples out before the split when the rest then splits", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Petrović,\n\nwir weisen Sie darauf hin, dass Sie verpflichtet sind, uns Änderungen sofort anzuzeigen, besonders einen Umzug oder die Heirat.",
      ),
    ).toBe(
      "Sehr geehrte Frau Petrović,\n\nWir weisen Sie darauf hin:\nSie müssen uns Änderungen sofort anzeigen.\nVor allem: einen Umzug oder die Heirat.",
    );
  });

  it("takes examples between commas out when the clause goes on with its verb after them", () => {
    expect(
      leicht(
        "Schäden an Gebäudeteilen, zum Beispiel am Fußboden oder an den Wänden, sind nicht über die Hausratversicherung abgesichert.",
      ),
    ).toBe(
      "Schäden an Gebäude·teilen sind nicht über die Hausrat·versicherung abgesichert.\nZum Beispiel: am Fußboden oder an den Wänden.",
    );
    expect(
      leicht(
        "Sie müssen jede Änderung Ihrer Verhältnisse, insbesondere die Aufnahme einer Beschäftigung oder eine Arbeitsunfähigkeit, unverzüglich mitteilen.",
      ),
    ).toBe(
      "Sie müssen jede Änderung von Ihren Verhältnissen sofort mitteilen.\nVor allem: die Aufnahme von einer Beschäftigung oder eine Arbeits·unfähigkeit.",
    );
    // Examples inside the clause before the particle of its verb: the particle stays with the verb
    // (was "Zum Beispiel: von einer ärztlichen Bescheinigung, ein.").
    expect(
      leicht(
        "Bitte reichen Sie die Entschuldigung unter Vorlage geeigneter Nachweise, z. B. einer ärztlichen Bescheinigung, ein.",
      ).split("\n")[0],
    ).toBe("Bitte reichen Sie die Entschuldigung unter Vorlage geeigneter Nachweise ein.");
    // A phrase of the verb between the examples and its particle (was "Bitte reichen Sie die
    // Unterlagen." / "Zum Beispiel: Konto·auszüge …, bis zum 15. März 2026 ein.").
    expect(
      leicht(
        "Bitte reichen Sie die Unterlagen (z. B. Kontoauszüge der letzten drei Monate) bis zum 15.03.2026 ein.",
      ),
    ).toBe(
      "Bitte reichen Sie die Unterlagen bis zum 15. März 2026 ein.\nZum Beispiel: Konto·auszüge von den letzten 3 Monaten.",
    );
  });

  it("puts examples between a condition and the next clause after the condition", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Ay,\n\nSollten sich Änderungen ergeben, zum Beispiel ein Umzug, teilen Sie uns dies bitte mit.",
      ).split("\n\n")[1],
    ).toBe(
      "Vielleicht ergeben sich Änderungen.\nZum Beispiel: ein Umzug.\nDann teilen Sie uns dies bitte mit.",
    );
    // Not without a condition first ("müssen … angeben" has one clause) or before "Bevor …".
    expect(leicht("Sie müssen Ihr Einkommen, zum Beispiel aus einem Minijob, angeben.")).toBe(
      "Sie müssen Ihr Einkommen, zum Beispiel aus einem Minijob, angeben.",
    );
    // A list of examples, or no finite verb after them: unchanged.
    expect(
      leicht(
        "Sollten sich Änderungen ergeben, zum Beispiel ein Umzug, eine Heirat, teilen Sie uns dies mit.",
      ),
    ).toBe("Sollten sich Änderungen ergeben, zum Beispiel ein Umzug, eine Heirat, teilen Sie uns dies mit.");
  });

  it("leaves short sentences, questions and examples with a verb", () => {
    for (const input of [
      "Vielleicht bekommen Sie Einkommen, zum Beispiel Lohn.",
      "Haben Sie in den letzten Monaten weiteres Einkommen bekommen, zum Beispiel Lohn oder Rente?",
      "Bitte teilen Sie uns jede Änderung mit, zum Beispiel wenn Sie umziehen oder eine Arbeit aufnehmen.",
      // "besonders" before an adjective is a degree, no example.
      "Er lief am Abend durch die ganze Stadt bis zum großen Bahnhof am Fluss, besonders schnell.",
    ])
      expect(leicht(input)).not.toMatch(/^(?:Zum Beispiel|Vor allem):/m);
  });
});
