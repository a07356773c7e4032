import { describe, expect, it } from "vitest";
import { lowerCaseItem, sourceLines } from "./letter-lines.ts";
import { simplifyText } from "./pipeline.ts";
import { replaceSpecialCharacters } from "./replace-special-characters.ts";

const simplify = (text: string, level: "leicht" | "einfach") =>
  simplifyText(text, { level, explanations: "none" }).simplified_text;

const HEAD =
  "Gerichtsvollzieherin Sabine Krüger\nbei dem Amtsgericht Bochum\nDR II 1432/26\n\nSehr geehrter Herr Petrović,\n\nSie müssen 1.284,37 Euro zahlen.\n\nHochachtungsvoll\nBrandt, Justizbeschäftigte\nals Urkundsbeamtin der Geschäftsstelle";

describe("a letter's head and signature keep their lines", () => {
  it.each(["leicht", "einfach"] as const)(
    "keeps a lower-case line as a line in %s (was joined to the line before)",
    (level) => {
      const out = simplify(HEAD, level);
      expect(out).toMatch(/^Gerichts·?vollzieherin Sabine Krüger\nbei dem Amtsgericht Bochum\n/);
      expect(out).toMatch(/Brandt, Justiz·?beschäftigte\nals Urkunds·?beamtin /);
    },
  );

  it("keeps the lines of an appointment block without a verb", () => {
    const text =
      "Den Termin bestimme ich auf\n\nDonnerstag, den 19.03.2026, um 10:30 Uhr,\nin meinem Geschäftszimmer, Viktoriastraße 14, 44787 Bochum.";
    expect(simplify(text, "einfach")).toContain(
      "Donnerstag, den 19. März 2026, um 10:30 Uhr,\nin meinem Geschäftszimmer, Viktoriastraße 14, 44787 Bochum.",
    );
  });

  it("joins a sentence wrapped in the body, and a block with a verb or without a comma", () => {
    expect(simplify("Sie müssen den Betrag bis zum 15. Mai\nan uns überweisen.", "einfach")).toBe(
      "Sie müssen den Betrag bis zum 15. Mai an uns überweisen.",
    );
    const body = { start: 0, end: 0 };
    for (const text of [
      "Sie zahlen am Donnerstag, den 19.03.2026,\nin meinem Geschäftszimmer.",
      "Termin am Donnerstag um 10:30 Uhr\nin meinem Geschäftszimmer.",
    ])
      expect(sourceLines({ ...body, text, end: text.length }, false)).toEqual([
        { text, start: 0, end: text.length, lowerStart: false },
      ]);
  });

  it("gives each line its end in the text and marks the lower-case ones", () => {
    const text = "xx Brandt, Justizbeschäftigte\nals Urkundsbeamtin";
    expect(sourceLines({ text: text.slice(3), start: 3, end: text.length }, true)).toEqual([
      { text: "Brandt, Justizbeschäftigte", start: 3, end: 29, lowerStart: false },
      { text: "als Urkundsbeamtin", start: 30, end: text.length, lowerStart: true },
    ]);
  });

  it("keeps a line framed by dashes as a line in Leichte Sprache, without the dashes", () => {
    expect(
      replaceSpecialCharacters("Amtsgericht Kellinghusen\n– Betreuungsgericht –\nHauptstraße 33", {
        leicht: true,
      }),
    ).toBe("Amtsgericht Kellinghusen\nBetreuungsgericht\nHauptstraße 33");
    // An aside between dashes inside a line still becomes commas.
    expect(replaceSpecialCharacters("Er kam – leider – zu spät.", { leicht: true })).toBe(
      "Er kam, leider, zu spät.",
    );
  });
});

describe("list items that go on with the sentence before the list", () => {
  it("keep their lower case in Einfache Sprache (was '- Eine Kopie …', '- Die Kontoauszüge.')", () => {
    expect(
      simplify("Bitte reichen Sie ein:\n- eine Kopie des Ausweises,\n- die Kontoauszüge.", "einfach"),
    ).toBe("Bitte reichen Sie ein:\n- eine Kopie des Ausweises,\n- die Kontoauszüge.");
    // A rewritten first word takes the case it has inside a sentence ("sofern" -> "wenn").
    expect(
      simplify(
        "Senden Sie uns:\n- sofern es sich um Arbeitseinkommen handelt, die Lohnabrechnungen dieser Monate.",
        "einfach",
      ),
    ).toContain("\n- wenn es sich um Arbeitseinkommen handelt, die Lohnabrechnungen dieser Monate.");
    // Without a full stop, after a bullet mark.
    expect(simplify("Was Sie mitbringen:\n• ein aktuelles biometrisches Passfoto", "einfach")).toBe(
      "Was Sie mitbringen:\n• ein aktuelles biometrisches Passfoto",
    );
  });

  it("keep their lower case in Leichte Sprache too, as its own lists write their items", () => {
    expect(
      simplify("Bitte reichen Sie ein:\n- eine Kopie des Ausweises,\n- die Kontoauszüge.", "leicht"),
    ).toBe("Bitte reichen Sie ein:\n- eine Kopie vom Ausweis,\n- die Konto·auszüge.");
    // A dash inside a line is no list mark: the sentence split off there starts with a capital.
    expect(simplify("Sie rief: Komm! - und sie kam.", "leicht")).not.toContain("- und");
  });

  it("reads only a mark at the start of a line as a list item, not a dash inside a line", () => {
    const text =
      "Bitte reichen Sie ein:\n- eine Kopie\n  • bei Verlust eine Anzeige\nEr rief: Komm! - und sie kam.";
    expect(lowerCaseItem(text, text.indexOf("- eine"))).toBe(true);
    expect(lowerCaseItem(text, text.indexOf("• bei"))).toBe(true);
    expect(lowerCaseItem(text, text.indexOf("- und"))).toBe(false);
    expect(lowerCaseItem("Unterlagen:\n- Ihre Eheurkunde", 12)).toBe(false);
  });

  it("keeps a capital the source gave the item: a noun, 'Ihre', a sentence of its own", () => {
    expect(
      simplify("Bitte reichen Sie ein:\n- Pflegegeld von 347 Euro,\n- Ihre Eheurkunde.", "einfach"),
    ).toBe("Bitte reichen Sie ein:\n- Pflegegeld von 347 Euro,\n- Ihre Eheurkunde.");
    expect(simplify("So gehen Sie vor:\n- Buchen Sie online einen Termin.", "einfach")).toBe(
      "So gehen Sie vor:\n- Buchen Sie online einen Termin.",
    );
  });
});

describe("the first words after a salutation", () => {
  it("go on in lower case in Einfache Sprache (was 'Das Mietverhältnis endet …')", () => {
    expect(
      simplify("Sehr geehrte Frau Müller,\n\ndas Mietverhältnis endet am 31. August 2025.", "einfach"),
    ).toBe("Sehr geehrte Frau Müller,\n\ndas Mietverhältnis endet am 31. August 2025.");
    // A rewritten first word too: "hiermit" -> "mit diesem Brief" (was "Mit diesem Brief").
    expect(
      simplify("Sehr geehrte Frau Nowak,\n\nhiermit bestätigen wir den Eingang Ihrer Kündigung.", "einfach"),
    ).toMatch(/^Sehr geehrte Frau Nowak,\n\nmit diesem Brief bestätigen wir /);
    // On the next line, and the second line of a double salutation (DIN 5008: "sehr geehrter …").
    expect(
      simplify("Sehr geehrte Frau Aydın, sehr geehrter Herr Aydın,\n\nwir zahlen Ihnen 50 Euro.", "einfach"),
    ).toBe("Sehr geehrte Frau Aydın,\nsehr geehrter Herr Aydın,\n\nwir zahlen Ihnen 50 Euro.");
    // Only the first sentence: the next one starts with a capital.
    expect(simplify("Liebe Eltern,\n\nwir laden Sie ein. Wir freuen uns.", "einfach")).toBe(
      "Liebe Eltern,\n\nwir laden Sie ein. Wir freuen uns.",
    );
  });

  it("stay apart from a salutation without a name when only a line break follows it", () => {
    // Was "Sehr geehrte Eltern, in der Klasse …" (one sentence) and "Liebe Eltern." (a full stop).
    expect(
      simplify("Sehr geehrte Eltern,\nin der Klasse ist ein Fall von Scharlach aufgetreten.", "leicht"),
    ).toBe("Sehr geehrte Eltern,\nIn der Klasse ist ein Fall von Scharlach aufgetreten.");
    expect(simplify("Liebe Eltern,\nwir laden Sie ein. Wir freuen uns.", "leicht")).toBe(
      "Liebe Eltern,\nWir laden Sie ein.\nWir freuen uns.",
    );
    expect(simplify("Liebe Eltern,\nwir laden Sie ein. Wir freuen uns.", "einfach")).toBe(
      "Liebe Eltern,\nwir laden Sie ein. Wir freuen uns.",
    );
    expect(
      simplify("Sehr geehrte Frau Aydın, sehr geehrter Herr Aydın,\nwir zahlen Ihnen 50 Euro.", "einfach"),
    ).toBe("Sehr geehrte Frau Aydın,\nsehr geehrter Herr Aydın,\nwir zahlen Ihnen 50 Euro.");
    expect(simplify("Hallo zusammen,\nder Kurs fällt morgen aus.", "leicht")).toBe(
      "Hallo zusammen,\nDer Kurs fällt morgen aus.",
    );
  });

  it("leave a sentence that opens like a salutation alone", () => {
    expect(simplify("Liebe ist schön,\nund sie tut weh.", "einfach")).toBe(
      "Liebe ist schön, und sie tut weh.",
    );
    expect(simplify("Liebe Grüße,\nauch von Oma.", "einfach")).toBe("Liebe Grüße, auch von Oma.");
  });

  it("keep the capital of a noun, a name and the polite 'Sie'/'Ihr'", () => {
    expect(simplify("Sehr geehrte Frau Müller,\n\nIhr Antrag ist da.", "einfach")).toBe(
      "Sehr geehrte Frau Müller,\n\nIhr Antrag ist da.",
    );
    expect(
      simplify("Sehr geehrte Frau Müller,\n\nKopfläuse sind kein Zeichen mangelnder Hygiene.", "einfach"),
    ).toBe("Sehr geehrte Frau Müller,\n\nKopfläuse sind kein Zeichen mangelnder Hygiene.");
  });

  it("start with a capital in Leichte Sprache (a sentence on its own line) and after a closing 'Liebe Grüße,'", () => {
    expect(
      simplify("Sehr geehrte Frau Müller,\n\ndas Mietverhältnis endet am 31. August 2025.", "leicht"),
    ).toBe("Sehr geehrte Frau Müller,\n\nDas Miet·verhältnis endet am 31. August 2025.");
    expect(simplify("Wir sehen uns.\n\nLiebe Grüße,\nIhre Kita", "einfach")).toBe(
      "Wir sehen uns.\n\nLiebe Grüße,\nIhre Kita",
    );
  });
});
