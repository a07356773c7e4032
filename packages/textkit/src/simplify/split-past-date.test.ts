import { describe, expect, it } from "vitest";
import { splitPastDate } from "./split-past-date.ts";
import { letterBody } from "./test-letter.ts";
import { tokenize } from "./tokens.ts";

const leicht = (body: string) => letterBody(body);

const einfach = (body: string) => letterBody(body, "einfach");

describe("splitPastDate", () => {
  it("gives the date, time and place of a past event its own sentence", () => {
    expect(
      leicht(
        "Sie haben am 3. September 2025 um 14:22 Uhr in Dortmund, Hohe Straße, als Führer des Pkw mit dem amtlichen Kennzeichen DO-KP 418 die erlaubte Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 23 Kilometer pro Stunde überschritten.",
      ).split("\n"),
    ).toContain("Das war am 3. September 2025 um 14:22 Uhr in Dortmund, Hohe Straße.");
    expect(
      leicht(
        "Sie haben am 3. September 2025 um 14:22 Uhr in Dortmund, Hohe Straße, als Führer des Pkw mit dem amtlichen Kennzeichen DO-KP 418 die erlaubte Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 23 Kilometer pro Stunde überschritten.",
      ),
    ).not.toMatch(/haben am|in Dortmund, Hohe Straße, als/);
  });

  it("takes the event the date belongs to along; the dates of papers follow (splitDocumentDate)", () => {
    expect(
      leicht(
        "Der Widerspruchsausschuss hat in seiner Sitzung am 18. Februar 2026 über Ihren Widerspruch vom 5. November 2025 gegen den Bescheid vom 21. Oktober 2025 entschieden.",
      ),
    ).toBe(
      "Der Widerspruchs·ausschuss hat über Ihren Widerspruch gegen den Bescheid entschieden.\nDas war in seiner Sitzung am 18. Februar 2026.\nDer Widerspruch ist vom 5. November 2025.\nDer Bescheid ist vom 21. Oktober 2025.",
    );
    // the subject right after the verb
    expect(
      leicht(
        "Darum hat der Medizinische Dienst am 8. Juli 2025 bei Ihnen zu Hause eine erneute Begutachtung durchgeführt.",
      ),
    ).toBe(
      "Darum hat der Medizinische Dienst bei Ihnen zu Hause eine erneute Begutachtung durchgeführt.\nDas war am 8. Juli 2025.",
    );
    // Präteritum, with a file number between commas after it (its own sentence: split-case-frame.ts).
    expect(
      leicht(
        "Uns wurde am 2. Februar 2026 ein Pfändungs- und Überweisungsbeschluss vom Amtsgericht Nürnberg vom 27. Januar 2026, Az. 4 M 1187/26, zugestellt.",
      ),
    ).toBe(
      "Uns wurde ein Pfändungs- und Überweisungs·beschluss vom Amtsgericht Nürnberg vom 27. Januar 2026 zugestellt.\nDas war am 2. Februar 2026.\nDas Akten·zeichen ist 4 M 1187/26.",
    );
  });

  it("leaves present, future, planned, leading, bound and negated dates", () => {
    const same = [
      // sentence-initial
      "Am 10. Juni 2025 haben Sie Ihre Arbeit erst um 7:45 Uhr aufgenommen und keinen Grund genannt.",
      "Auch am 10. Juni 2025 haben Sie Ihre Arbeit erst um 7:45 Uhr in der Filiale Nord aufgenommen.",
      // a plan or the present: no past event
      "Die Trauung kann am Freitag, 22. August 2025, um 11:00 Uhr im Trauzimmer des Rathauses stattfinden.",
      "Wir erwarten Sie am 3. März 2026 um 10:00 Uhr in unserem Büro in der Hauptstraße 5 in Köln.",
      "Wir überweisen Ihnen am 3. März 2026 den Betrag von 215 Euro auf Ihr Konto bei der Sparkasse.",
      "Das Bürgerbüro ist am 24. Dezember 2025 wegen einer Betriebsversammlung leider den ganzen Tag geschlossen.",
      "Sie hätten am 3. März 2025 die Unterlagen für Ihren Antrag auf Wohngeld bei uns einreichen müssen.",
      // bound by "bereits", negated
      "Wir haben Ihnen bereits am 3. März 2025 eine Mahnung über den offenen Betrag von 120 Euro geschickt.",
      "Sie haben uns leider nicht am 3. März 2025 die fehlenden Unterlagen für Ihren Antrag auf Wohngeld geschickt.",
      // only dates of nouns
      "Wir haben Ihren Antrag vom 3. März 2025 auf Wohngeld für Ihre Wohnung in der Hauptstraße 5 sorgfältig geprüft.",
      // the date of a noun: the appointment was on 3 March, not its cancellation
      "Wir haben den Termin am 3. März 2026 um 10 Uhr im Rathaus für Sie und Ihren Mann abgesagt.",
      "Deshalb hat die Stadt den Termin am 3. Mai 2026 in der Turnhalle kurzfristig abgesagt.",
      "Leider hat das Amt die Sitzung am 3. Mai 2026 wegen Krankheit kurzfristig abgesagt.",
      // "sollten" is also the Konjunktiv II: a plan
      "Sie sollten am 3. Mai 2027 um 10 Uhr mit Ihren Unterlagen im Jobcenter in Kassel erscheinen.",
      // short
      "Wir haben Ihren Antrag am 3. März 2025 erhalten.",
    ];
    for (const sentence of same) expect(leicht(sentence)).not.toContain("Das war");
  });

  it("leaves a subordinate clause after the date and Einfache Sprache", () => {
    const clause = (text: string) => ({ tokens: tokenize(text), end: "." });
    expect(
      splitPastDate(
        clause(
          "Sie haben am 3. März 2025 einen Antrag auf Wohngeld für Ihre Wohnung gestellt, den wir geprüft haben",
        ),
      ),
    ).toBeUndefined();
    expect(
      splitPastDate(
        clause(
          "Sie haben am 3. März 2025 bei uns einen Antrag auf Wohngeld für Ihre Wohnung in Köln gestellt",
        ),
      ),
    ).toHaveLength(2);
    expect(
      einfach(
        "Uns wurde am 2. Februar 2026 ein Pfändungs- und Überweisungsbeschluss vom Amtsgericht Nürnberg vom 27. Januar 2026, Az. 4 M 1187/26, zugestellt.",
      ),
    ).not.toContain("Das war");
  });
});

describe("splitDocumentDate", () => {
  it("gives the date of a paper a sentence of its own after the clause", () => {
    expect(
      leicht(
        "Wir haben Ihren Antrag vom 3. Juni 2025 auf Versorgung mit einem elektrischen Rollstuhl geprüft.",
      ),
    ).toBe(
      "Wir haben Ihren Antrag auf Versorgung mit einem elektrischen Rollstuhl geprüft.\nDer Antrag ist vom 3. Juni 2025.",
    );
    // the request's "auf" phrase before the date
    expect(
      leicht(
        "Ihr Antrag auf Leistungen zur medizinischen Rehabilitation vom 22.01.2026 ist bei uns eingegangen.",
      ),
    ).toBe(
      "Ihr Antrag auf Leistungen zur medizinischen Reha ist bei uns eingegangen.\nDer Antrag ist vom 22. Januar 2026.",
    );
    // a feminine compound; a genitive paper ("des Bescheids") in its nominative
    expect(
      leicht(
        "Vielen Dank für Ihre Schadenmeldung vom 28.04.2025 zum Wasserschaden in Ihrer Wohnung im Erdgeschoss.",
      ),
    ).toContain("Die Schaden·meldung ist vom 28. April 2025.");
    expect(
      leicht(
        "Wir haben Ihren Antrag auf Überprüfung des Bescheids vom 3. Mai 2025 zur Erstattung der Kosten erhalten.",
      ),
    ).toBe(
      "Wir haben Ihren Antrag auf Überprüfung vom Bescheid zur Erstattung von den Kosten bekommen.\nDer Bescheid ist vom 3. Mai 2025.",
    );
  });

  it("puts a cited law before the date sentence", () => {
    const out = leicht(
      "Wir heben die Entscheidung vom 14. März 2025 über die Bewilligung von Bürgergeld gemäß § 48 SGB X teilweise auf.",
    ).split("\n");
    expect(out.indexOf("Die Entscheidung ist vom 14. März 2025.")).toBeGreaterThan(
      out.findIndex((line) => line.includes("Paragraf 48")),
    );
  });

  it("leaves periods, deadlines, file numbers, questions, short clauses and our reminders", () => {
    const same = [
      "Wir haben Ihnen für die Zeit vom 1. Mai 2025 bis 31. Mai 2025 insgesamt 312,40 Euro zu viel gezahlt.",
      "Bitte reichen Sie die Nachweise zu Ihrem Antrag vom 3. Mai 2025 bis zum 30. Juni 2025 bei uns ein.",
      "Wir haben Ihren Antrag vom 3. Mai 2025 erhalten.",
      "Uns wurde ein Pfändungsbeschluss des Amtsgerichts Nürnberg vom 27. Januar 2026, Az. 4 M 1187/26, zugestellt.",
      "Haben Sie unser Schreiben vom 3. Mai 2025 über die Änderung Ihrer Beiträge zur Krankenversicherung erhalten?",
      // no paper: the date of an event stays with it
      "Wir haben die Ergebnisse der Sitzung vom 3. Mai 2025 über die Kosten der Unterkunft ausgewertet.",
    ];
    for (const text of same) expect(leicht(text)).not.toMatch(/ ist vom \d/);
  });

  it("leaves a date that starts something, a paper named twice and a paper without its determiner", () => {
    const same = [
      // the date is when the payments start
      "Wir zahlen Ihnen nach dem neuen Bescheid vom 1. Juli 2025 an monatlich 300 Euro mehr für die Miete.",
      "Nach dem neuen Bescheid vom 1. Juli 2025 an gerechnet erhalten Sie jeden Monat 300 Euro mehr Wohngeld.",
      // "Der Bescheid ist vom 3. Juni 2025." could be the new one
      "Wir haben den Bescheid vom 3. Juni 2025 aufgehoben und durch einen neuen Bescheid ersetzt.",
      "Wir haben den Bescheid vom 3. Juni 2025 aufgehoben und durch einen Änderungsbescheid ersetzt.",
      // "Mit Bescheid haben wir …": a bare paper noun would be left behind
      "Mit Bescheid vom 12. Mai 2025 haben wir Ihnen Wohngeld für die Zeit bis Ende des Jahres bewilligt.",
      "Leider haben Sie mit Schreiben vom 20. Mai 2025 gegen unsere Entscheidung Widerspruch eingelegt.",
      "Durch Beschluss vom 3. Juni 2025 hat das Gericht die Sache an das Amtsgericht in Bremen verwiesen.",
    ];
    for (const text of same) expect(leicht(text)).not.toMatch(/ ist vom \d/);
    // an adjective between the determiner and the paper
    expect(
      leicht("Wir haben Ihren neuen Antrag vom 3. Juni 2025 auf Versorgung mit einem Rollstuhl geprüft."),
    ).toContain("Der Antrag ist vom 3. Juni 2025.");
    expect(
      leicht(
        "Trotz unserer Zahlungserinnerung vom 12. Januar 2026 und unserer Mahnung vom 2. Februar 2026 ist auf Ihrem Vertragskonto ein Rückstand von 427,80 Euro offen.",
      ),
    ).toContain("Am 2. Februar 2026 haben wir Sie gemahnt.");
  });
});
