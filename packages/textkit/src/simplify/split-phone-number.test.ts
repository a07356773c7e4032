// A telephone number in a sentence of its own (Leichte Sprache).
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
const einfach = (text: string): string =>
  simplifyText(text, { level: "einfach", explanations: "none" }).simplified_text;

describe("splitPhoneNumber", () => {
  it("puts the number after the clause and says 'am Telefon' in its place", () => {
    expect(
      leicht(
        "Für Rückfragen erreichen Sie uns montags bis donnerstags von 8:30 bis 12:00 Uhr unter der Telefonnummer 0521 51-3382.",
      ),
    ).toBe(
      "Haben Sie Fragen?\nDann erreichen Sie uns am Telefon.\nDie Telefon·nummer ist 0521 51-3382.\nSie können montags bis donnerstags von 8:30 bis 12:00 Uhr anrufen.",
    );
    expect(
      leicht("Für Rückfragen stehen wir Ihnen unter der Telefonnummer 0231 4193-522 gern zur Verfügung."),
    ).toBe(
      "Haben Sie Fragen?\nDann helfen wir Ihnen am Telefon gern.\nDie Telefon·nummer ist 0231 4193-522.",
    );
  });

  it("adds nothing where the clause says the telephone already", () => {
    expect(leicht("Bei Fragen erreichen Sie uns telefonisch unter 030 123456.")).toBe(
      "Haben Sie Fragen?\nDann erreichen Sie uns telefonisch.\nDie Telefon·nummer ist 030 123456.",
    );
    expect(leicht("Dann rufen Sie uns gerne an unter 0800 333 1010.")).toBe(
      "Dann rufen Sie uns gerne an.\nDie Telefon·nummer ist 0800 333 1010.",
    );
  });

  it("keeps the number after the sentences of its clause", () => {
    expect(
      leicht(
        "Für die Übergabe vereinbaren Sie bitte einen Termin mit unserem Hausmeister, Herrn Adler, der unter 0170 555 123 erreichbar ist.",
      ),
    ).toBe(
      "Für die Übergabe vereinbaren Sie bitte einen Termin mit unserem Haus·meister, Herrn Adler.\nHerr Adler ist am Telefon erreichbar.\nDie Telefon·nummer ist 0170 555 123.",
    );
  });

  it("leaves other numbers, fax numbers and numbers in a coordination alone", () => {
    for (const sentence of [
      "Ihr Vertrag ist unter der Nummer 0012345678 gespeichert.",
      "Ihr Vertrag ist unter 0012345678 gespeichert.",
      "Sie erreichen uns per Fax unter 0421 361-4471.",
      "Bitte überweisen Sie den Betrag unter 0123456789 an die Stadtkasse.",
      // The contact word must stand in the number's own clause.
      "Bitte überweisen Sie den Betrag unter 0123456789 und melden Sie sich dann bei uns.",
      "Sie erreichen die Servicestelle unter 0800 1234567 oder per E-Mail an info@stadt.de.",
    ])
      expect(leicht(sentence)).not.toContain("Telefon");
  });

  it("leaves ages, amounts, questions and Einfache Sprache alone", () => {
    expect(leicht("Minderjährige unter 16 Jahren müssen von einem Elternteil begleitet werden.")).toBe(
      "Ein Eltern·teil muss Minderjährige unter 16 Jahren begleiten.",
    );
    expect(leicht("Kinder unter 0 Grad frieren.")).toBe("Kinder unter 0 Grad frieren.");
    expect(leicht("Die Kosten liegen unter 300 Euro.")).toBe("Die Kosten liegen unter 300 Euro.");
    expect(leicht("Sind Sie unter 0521 51-3382 erreichbar?")).toBe("Sind Sie unter 0521 51-3382 erreichbar?");
    expect(einfach("Sie erreichen uns unter der Telefonnummer 0521 51-3382.")).toBe(
      "Sie erreichen uns unter der Telefonnummer 0521 51-3382.",
    );
  });
});

describe("splitIban", () => {
  const letter = (body: string): string =>
    leicht(`Sehr geehrter Herr Kaya,\n\n${body}`).split("\n").slice(2).join("\n");

  it("gives an IBAN between commas its own sentence", () => {
    expect(
      letter(
        "Die Zahlung kann auf das Dienstkonto der Gerichtsvollzieherin bei der Sparkasse Bochum, IBAN DE55 4305 0001 0034 5678 90, erfolgen.",
      ),
    ).toBe(
      "Die Zahlung kann auf das Dienst·konto von der Gerichts·vollzieherin bei der Sparkasse Bochum erfolgen.\nDie IBAN ist DE55 4305 0001 0034 5678 90.",
    );
  });

  it("leaves an IBAN that is no insertion between commas", () => {
    expect(
      letter("Wir ziehen den Betrag von Ihrem Konto mit der IBAN DE12 4405 0199 0000 1234 56 ein."),
    ).not.toContain("Die IBAN ist");
    expect(letter("Unser Konto hat die IBAN DE12 4405 0199 0000 1234 56.")).not.toContain("Die IBAN ist");
  });

  it("gives the office hours of a long telephone clause a sentence after the number", () => {
    expect(
      leicht(
        "Für Rückfragen steht Ihnen Ihre Sachbearbeiterin, Frau Kamps, unter der Telefonnummer 0211 89-25417 montags bis donnerstags von 8:30 bis 12:00 Uhr zur Verfügung.",
      ),
    ).toBe(
      "Haben Sie Fragen?\nDann hilft Ihnen Ihre Sach·bearbeiterin am Telefon.\nIhre Sach·bearbeiterin ist Frau Kamps.\nDie Telefon·nummer ist 0211 89-25417.\nSie können montags bis donnerstags von 8:30 bis 12:00 Uhr anrufen.",
    );
    expect(
      leicht(
        "Bei Fragen zu Ihrer Rechnung erreichen Sie unseren Kundenservice Montag bis Freitag von 8 bis 18 Uhr unter 0800 1234567.",
      ),
    ).toBe(
      "Haben Sie Fragen zu Ihrer Rechnung?\nDann erreichen Sie unseren Kunden·service am Telefon.\nDie Telefon·nummer ist 0800 1234567.\nSie können Montag bis Freitag von 8 bis 18 Uhr anrufen.",
    );
  });

  it("leaves hours that another way of contact or another clause may own, and short clauses", () => {
    // in person too: the hours may be the office's
    expect(
      leicht(
        "Sehr geehrte Frau Ay, Sie erreichen uns persönlich oder telefonisch montags bis freitags von 8 bis 12 Uhr unter 030 123456.",
      ),
    ).toContain("Sie erreichen uns persönlich oder telefonisch montags bis freitags von 8 bis 12 Uhr.");
    // the hours are the Kita's, a comma before the number's clause
    expect(
      leicht(
        "Sehr geehrte Frau Ay, die Kita ist montags bis freitags von 7 bis 17 Uhr geöffnet, Sie können uns unter 0800 1234567 anrufen.",
      ),
    ).not.toContain("Sie können montags");
    // short: the hours stay
    expect(leicht("Sie erreichen uns montags von 8 bis 12 Uhr unter 030 123456.")).toContain(
      "Sie erreichen uns montags von 8 bis 12 Uhr am Telefon.",
    );
  });

  it("leaves hours that an exception, a negation or a particle binds to the clause", () => {
    const cases: [string, string][] = [
      [
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns außer mittwochs von 8 bis 12 Uhr unter der Telefonnummer 0421 1234567.",
        "Dann erreichen Sie uns außer mittwochs von 8 bis 12 Uhr am Telefon.",
      ],
      [
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns ab dem 1. Mai nur noch montags von 8 bis 12 Uhr unter 0421 1234567.",
        "Dann erreichen Sie uns ab dem 1. Mai nur noch montags von 8 bis 12 Uhr am Telefon.",
      ],
      [
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns nicht montags von 8 bis 12 Uhr unter der Telefonnummer 0421 1234567.",
        "Dann erreichen Sie uns nicht montags von 8 bis 12 Uhr am Telefon.",
      ],
      [
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns ab dem 1. Mai montags von 8 bis 12 Uhr unter der Telefonnummer 0421 1234567.",
        "Dann erreichen Sie uns ab dem 1. Mai montags von 8 bis 12 Uhr am Telefon.",
      ],
      [
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns auch samstags von 9 bis 12 Uhr unter der Telefonnummer 0421 1234567.",
        "Dann erreichen Sie uns auch samstags von 9 bis 12 Uhr am Telefon.",
      ],
    ];
    for (const [text, kept] of cases) {
      const out = leicht(text);
      expect(out).toContain(kept);
      expect(out).not.toContain("anrufen");
    }
    // "jeweils" belongs to the hours and goes along with them
    expect(
      leicht(
        "Bei Fragen zu Ihrem Antrag erreichen Sie uns jeweils montags von 8 bis 12 Uhr unter der Telefonnummer 0421 1234567.",
      ),
    ).toBe(
      "Haben Sie Fragen zu Ihrem Antrag?\nDann erreichen Sie uns am Telefon.\nDie Telefon·nummer ist 0421 1234567.\nSie können jeweils montags von 8 bis 12 Uhr anrufen.",
    );
  });
});
