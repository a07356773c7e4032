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
      "Der Termin ist am Dienstag, den 3. Juni 2025, um 9:30 Uhr.\nDer Termin ist in unserem Dienst·gebäude in der Hauptstraße 5, Zimmer 214.",
    );
    expect(leicht("Der Elternabend findet in der Aula am 5. März um 19 Uhr statt.")).toBe(
      "Der Eltern·abend ist in der Aula.\nDer Eltern·abend ist am 5. März um 19 Uhr.",
    );
    expect(leicht("Der Kurs findet vom 3. bis 5. Mai jeweils von 9 bis 12 Uhr im Raum 4 statt.")).toBe(
      "Der Kurs ist vom 3. bis 5. Mai jeweils von 9 bis 12 Uhr.\nDer Kurs ist im Raum 4.",
    );
  });

  it("keeps a short one in one sentence and the past tense", () => {
    expect(leicht("Die Sprechstunde findet am Montag statt.")).toBe("Die Sprech·stunde ist am Montag.");
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
      "Die Sprech·stunde ist im Rathaus.\nDie Sprech·stunde ist von 8 bis 12 Uhr.",
    );
    expect(leicht("Die Feier findet wegen des Regens in der Halle statt.")).toBe(
      "Die Feier findet wegen dem Regen in der Halle statt.",
    );
    expect(leicht("Wir finden den Termin am Montag gut.")).toBe("Wir finden den Termin am Montag gut.");
  });

  // Office letters: a clause that sets an appointment and names its time and place after the noun.
  it("gives an appointment's time and place a sentence each in a letter", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Okafor, für die persönliche Vorsprache haben wir für Sie einen Termin am Dienstag, 12. August 2025, um 9:30 Uhr im Bürgeramt, Zimmer 214, reserviert.",
      ),
    ).toBe(
      "Sehr geehrte Frau Okafor,\nFür die persönliche Vorsprache haben wir für Sie einen Termin reserviert.\nDer Termin ist am Dienstag, 12. August 2025, um 9:30 Uhr.\nDer Termin ist im Bürgeramt, Zimmer 214.",
    );
    // A direction "in das" becomes the place "im"; "in die" becomes "in der".
    expect(
      leicht(
        "Sehr geehrter Herr Li, dazu laden wir Sie zu einem persönlichen Gespräch am Mittwoch, 22. April 2026, um 10:15 Uhr in das Jobcenter Hamburg-Harburg, Zimmer 2.17, ein.",
      ),
    ).toBe(
      "Sehr geehrter Herr Li,\nDazu laden wir Sie zu einem persönlichen Gespräch ein.\nDas Gespräch ist am Mittwoch, 22. April 2026, um 10:15 Uhr.\nDas Gespräch ist im Jobcenter Hamburg-Harburg, Zimmer 2.17.",
    );
    expect(
      leicht(
        "Sehr geehrte Frau Ay, wir laden Sie zu einer Untersuchung am Montag, 3. März 2026, um 10 Uhr in die Praxis Dr. Lenz, Bahnhofstraße 4, ein.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nWir laden Sie zu einer Untersuchung ein.\nDie Untersuchung ist am Montag, 3. März 2026, um 10 Uhr.\nDie Untersuchung ist in der Praxis Doktor Lenz, Bahnhofstraße 4.",
    );
    // The passive clause left is turned active on its own; the street and house number stay.
    expect(
      leicht(
        "Sehr geehrte Frau Okafor, für Ihr Kind wurde ein Termin am Dienstag, 14. Oktober 2025, um 10:30 Uhr im Gesundheitsamt, Zimmer 112, Hansaring 21, festgelegt.",
      ),
    ).toContain("Der Termin ist im Gesundheits·amt, Zimmer 112, Hansaring 21.");
  });

  it("keeps an appointment sentence whole when the time may belong to another verb or is unsure", () => {
    for (const text of [
      // cancelled, moved, missed: the time may be when it happened
      "Sehr geehrte Frau Ay, wir haben den Termin am 3. März 2026 um 10 Uhr im Rathaus abgesagt.",
      "Sehr geehrte Frau Ay, wir haben Ihren Termin am Montag, 3. März 2026, um 10 Uhr auf den 10. März verschoben.",
      "Sehr geehrte Frau Ay, Sie haben den Termin am Montag, 3. März 2026, um 10 Uhr im Rathaus nicht wahrgenommen.",
      // two places, a direction "in den" without a sure place form
      "Sehr geehrte Frau Ay, wir haben einen Termin am Montag, 3. März 2026, um 10 Uhr im Rathaus oder in der Schule reserviert.",
      "Sehr geehrte Frau Ay, wir haben einen Termin am Montag, 3. März 2026, um 10 Uhr in den Saal 3 gelegt.",
    ])
      expect(leicht(text)).toBe(text.replace("Ay, w", "Ay,\nW").replace("Ay, S", "Ay,\nS"));
    // "für Sie" after the place goes with the verb
    expect(
      leicht(
        "Sehr geehrte Frau Ay, wir haben einen Termin am 3. März 2026 um 10 Uhr in unserer Dienststelle für Sie reserviert.",
      ),
    ).not.toContain("Der Termin ist");
    // a condition: the appointment stays in its consequence
    expect(
      leicht(
        "Sehr geehrte Frau Ay, wenn Sie einverstanden sind, haben wir einen Termin am Montag, 3. März 2026, um 10 Uhr im Rathaus reserviert.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nVielleicht sind Sie einverstanden.\nDann haben wir einen Termin am Montag, 3. März 2026, um 10 Uhr im Rathaus reserviert.",
    );
  });

  it("leaves opening hours, phone lines and a list of costs as they are (review fixes)", () => {
    // Were cut into "Die Kita ist geöffnet." + "Sie können montags bis freitags von 7 bis 17 Uhr
    // anrufen." and "Die Telefon·nummer ist 30."
    expect(
      leicht(
        "Sehr geehrte Frau Ay, die Kita ist montags bis freitags von 7 bis 17 Uhr geöffnet, Sie können uns unter 0800 1234567 anrufen.",
      ),
    ).toContain("Die Kita ist montags bis freitags von 7 bis 17 Uhr geöffnet.");
    expect(
      leicht("Sehr geehrte Frau Ay, wir berücksichtigen folgende Kosten: Miete 450, Heizung 80, Telefon 30."),
    ).not.toContain("Telefon·nummer");
  });

  it("leaves a past appointment and a taken or entered date whole", () => {
    for (const text of [
      "Sehr geehrte Frau Ay, wir hatten Sie zu einem Gespräch am 10. März 2025 um 9 Uhr in das Jobcenter Essen eingeladen.",
      "Sehr geehrte Frau Ay, leider ist der Termin am Montag, 3. März 2025, um 10 Uhr im Rathaus bereits vergeben.",
      "Sehr geehrte Frau Ay, wir haben den Termin am Montag um 10 Uhr in Ihrem Kalender eingetragen.",
    ])
      expect(leicht(text)).not.toMatch(/(?:Der Termin|Das Gespräch) ist/);
  });

  it("reads no person's address after 'bei' as an office's", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Ay, Sie sind seit dem 1. März bei Ihren Eltern, Hauptstraße 5, 12345 Berlin, gemeldet.",
      ),
    ).not.toContain("Das ist die Adresse");
  });

  it("puts a postal address after 'bei' + an office on lines of its own after a colon", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Ay, der Widerspruch ist schriftlich oder zur Niederschrift bei der AOK Nordwest, Kopstadtplatz 24, 45127 Essen, einzulegen.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nSie müssen den Widerspruch bei der AOK Nordwest einlegen.\nDas ist die Adresse:\n- AOK Nordwest\n- Kopstadtplatz 24\n- 45127 Essen\nDas geht schriftlich.\nOder Sie gehen hin und sagen es dort.\nDann schreibt man es für Sie auf.",
    );
    // An office's department between commas, a house number range.
    expect(
      leicht(
        "Sehr geehrte Frau Ay, gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, erhoben werden.",
      ),
    ).toContain(
      "Das ist die Adresse:\n- Magistrat von der Stadt Kassel\n- Steueramt\n- Obere Königsstraße 8\n- 34117 Kassel",
    );
    expect(
      leicht(
        "Sehr geehrte Frau Ay, gegen diesen Widerspruchsbescheid kann innerhalb eines Monats nach Bekanntgabe Klage beim Sozialgericht Dortmund, Ruhrallee 1-3, 44139 Dortmund, erhoben werden.",
      ),
    ).toContain(
      // The period of the objection has its own sentence before the address (split-deadline.ts).
      "Klage beim Sozial·gericht Dortmund erheben.\nDas können Sie innerhalb von einem Monat nach Bekanntgabe machen.\nDas ist die Adresse:\n- Sozial·gericht Dortmund\n- Ruhrallee 1-3\n- 44139 Dortmund",
    );
  });

  it("leaves other addresses in their sentence", () => {
    for (const text of [
      // a negation; no "bei" + office; an address that is no place to go to
      "Sehr geehrte Frau Ay, der Antrag ist bei der Stadt Kassel, Marktplatz 1, 34117 Kassel, nicht einzureichen.",
      "Sehr geehrte Frau Ay, bitte wenden Sie sich bei Fragen an das Bürgeramt, Marktplatz 1, 34117 Kassel.",
      "In dem Mahnverfahren der Vodafix GmbH, Rheinallee 9, 40210 Düsseldorf, gegen Sie wird Ihnen anliegend der Mahnbescheid zugestellt.",
    ])
      expect(leicht(text)).not.toContain("Adresse:");
    // Einfache Sprache keeps the address in its sentence.
    expect(
      simplifyText(
        "Sehr geehrte Frau Ay, gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, erhoben werden.",
        { level: "einfach", explanations: "none" },
      ).simplified_text,
    ).toContain("beim Magistrat der Stadt Kassel, Steueramt, Obere Königsstraße 8, 34117 Kassel, einlegen.");
  });

  it("gives two times joined by 'und' a sentence each, the second with 'auch'", () => {
    expect(
      leicht(
        "Die Impfsprechstunde findet jeden Dienstag von 8:30 bis 12:00 Uhr und jeden Donnerstag von 14:00 bis 17:30 Uhr statt.",
      ),
    ).toBe(
      "Die Impf·sprechstunde ist jeden Dienstag von 8:30 bis 12:00 Uhr.\nDie Impf·sprechstunde ist auch jeden Donnerstag von 14:00 bis 17:30 Uhr.",
    );
    expect(
      leicht(
        "Die Sprechstunde findet am Montag von 9 bis 12 Uhr und am Mittwoch von 14 bis 16 Uhr im Rathaus statt.",
      ),
    ).toBe(
      "Die Sprech·stunde ist am Montag von 9 bis 12 Uhr.\nDie Sprech·stunde ist auch am Mittwoch von 14 bis 16 Uhr.\nDie Sprech·stunde ist im Rathaus.",
    );
    // The first day has no month of its own: it stays together.
    expect(leicht("Der Kurs findet am 3. und am 4. Mai statt.")).toBe("Der Kurs ist am 3. und am 4. Mai.");
    expect(leicht("Die Sprechstunde findet jeden Montag im Rathaus statt.")).toBe(
      "Die Sprech·stunde ist jeden Montag im Rathaus.",
    );
  });

  it("keeps a direction with the invitation and gives only the time its own sentence", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Ay, wir laden Sie zu einem Gespräch am 10. März 2025 um 9 Uhr in unsere Beratungsstelle ein.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nWir laden Sie zu einem Gespräch in unsere Beratungs·stelle ein.\nDas Gespräch ist am 10. März 2025 um 9 Uhr.",
    );
    // a plural direction, an address after it, "herzlich ein", a compound noun
    expect(
      leicht(
        "Sehr geehrte Frau Ay, wir laden Sie daher zu einem gemeinsamen Gespräch am Montag, dem 16. März 2026, um 9:30 Uhr in die Räume Ihres Arbeitgebers, Industriestraße 41, 66333 Völklingen, ein.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nWir laden Sie daher zu einem gemeinsamen Gespräch in die Räume von Ihrem Arbeitgeber ein.\nDie Adresse ist Industriestraße 41, 66333 Völklingen.\nDas Gespräch ist am Montag, dem 16. März 2026, um 9:30 Uhr.",
    );
    expect(
      leicht(
        "Sehr geehrte Frau Ay, hiermit lade ich Sie zu einer Bürgerversammlung am Donnerstag, dem 26. März 2026, um 19:00 Uhr in die Mehrzweckhalle Wittenbach herzlich ein.",
      ),
    ).toBe(
      "Sehr geehrte Frau Ay,\nMit diesem Brief lade ich Sie zu einer Bürger·versammlung in die Mehrzweck·halle Wittenbach herzlich ein.\nDie Bürger·versammlung ist am Donnerstag, dem 26. März 2026, um 19:00 Uhr.",
    );
  });

  it("reads a 'zur' noun after the subject as part of it", () => {
    expect(
      leicht(
        "Der Termin zur Anhörung findet am Mittwoch, dem 25. Februar 2026, um 10:30 Uhr in Ihrer Wohnung statt.",
      ),
    ).toBe(
      "Der Termin zur Anhörung ist am Mittwoch, dem 25. Februar 2026, um 10:30 Uhr.\nDer Termin zur Anhörung ist in Ihrer Wohnung.",
    );
    // "zur" before something else than the verb: no subject of three words
    expect(
      leicht("Der Termin zur Anhörung wird am Mittwoch, dem 25. Februar 2026, verschoben."),
    ).not.toContain(" ist ");
  });
});
