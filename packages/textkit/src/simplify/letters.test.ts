// Meaning checks on real-style letters from offices (fixtures/letters/*.txt): whatever the
// simplifier rewrites, it must not lose a number, a negation or a name, and must not stutter.
import { describe, expect, it } from "vitest";
import { simplifyNumbers } from "./numbers-and-dates.ts";
import { simplifyText } from "./pipeline.ts";
import { digitGroups, fixtureTexts, negations } from "./test-helpers.ts";

const letters = fixtureTexts("letters");
/** "die die", "Sie Sie": a word twice in a row that the source did not have twice. */
const stutters = (text: string) =>
  text
    .split("\n")
    .flatMap((line) => (line.match(/\b(\p{L}+) \1\b/giu) ?? []).map((pair) => pair.toLowerCase()));

describe.each(["leicht", "einfach"] as const)("letters in %s", (level) => {
  it.each(letters)("$name keeps every number, negation and name", ({ text }) => {
    const out = simplifyText(text, { level, explanations: "none" }).simplified_text;
    for (const number of digitGroups(simplifyNumbers(text, level))) expect(out).toContain(number);
    expect(negations(out)).toBeGreaterThanOrEqual(negations(text));
    const sourceStutters = new Set(stutters(text));
    expect(stutters(out).filter((pair) => !sourceStutters.has(pair))).toEqual([]);
    const names = text.match(/\b(?:Frau|Herr|Herrn) (\p{Lu}\p{L}+)/gu) ?? [];
    for (const name of names) expect(out).toContain(name.split(" ")[1]);
  });
});

describe("letters in Einfache Sprache", () => {
  const einfach = (text: string) =>
    simplifyText(text, { level: "einfach", explanations: "none" }).simplified_text;

  it("names the office as 'wir' where the letter hides it in a passive", () => {
    expect(
      einfach(
        "Sehr geehrter Herr Demir,\nfür das Kalenderjahr 2024 wird Ihre Einkommensteuer auf 4.812,00 Euro festgesetzt. Der Betrag ist bis zum 15. August 2025 zu überweisen.",
      ),
    ).toBe(
      "Sehr geehrter Herr Demir,\nfür das Kalenderjahr 2024 setzen wir Ihre Einkommensteuer auf 4.812 Euro fest. Sie müssen den Betrag bis zum 15. August 2025 überweisen.",
    );
  });

  it("keeps a leading condition as a 'wenn' clause and rewrites its main clause", () => {
    expect(
      einfach(
        "Sehr geehrte Frau Okafor,\nsollten Sie den Termin nicht wahrnehmen können, ist dies spätestens drei Werktage vorher telefonisch mitzuteilen. Wird der Antrag abgelehnt, erhalten Sie einen Bescheid.",
      ),
    ).toBe(
      "Sehr geehrte Frau Okafor,\nwenn Sie den Termin nicht wahrnehmen können, müssen Sie dies spätestens drei Werktage vorher telefonisch mitteilen. Wenn der Antrag abgelehnt wird, bekommen Sie einen Bescheid.",
    );
    expect(einfach("Haben Sie Fragen, rufen Sie uns an.")).toBe("Wenn Sie Fragen haben, rufen Sie uns an.");
    // The hyphen of a phone number and the dot of a date are no punctuation that ends the main clause.
    expect(einfach("Sollten Sie verhindert gewesen sein, rufen Sie uns bis zum 30.06.2025 an.")).toBe(
      "Wenn Sie verhindert gewesen sind, rufen Sie uns bis zum 30. Juni 2025 an.",
    );
    expect(
      einfach("Kann der Termin nicht wahrgenommen werden, bitten wir um Absage unter 0221 221-24080."),
    ).toBe("Wenn der Termin nicht wahrgenommen werden kann, bitten wir um Absage unter 0221 221-24080.");
  });

  it("leaves a condition with more clauses after it, and a question, as they are", () => {
    expect(einfach("Wenn Sie Fragen haben, rufen Sie uns an, damit wir helfen können.")).toBe(
      "Wenn Sie Fragen haben, rufen Sie uns an, damit wir helfen können.",
    );
    expect(einfach("Haben Sie Fragen?")).toBe("Haben Sie Fragen?");
    expect(einfach("Haben Sie Fragen, rufen Sie an - wir helfen.")).toBe(
      "Haben Sie Fragen, rufen Sie an - wir helfen.",
    );
  });

  it("leaves the passive of a text that is no letter alone", () => {
    expect(einfach("Die Brücke wird im Sommer gebaut.")).toBe("Die Brücke wird im Sommer gebaut.");
  });
});

describe("letters in Leichte Sprache: who acts in a hidden passive", () => {
  const leicht = (text: string) =>
    simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

  it("names the office as 'wir', but in a condition only 'man' (it may be the reader's act)", () => {
    expect(
      leicht(
        "Sehr geehrte Familie Hoffmann,\nIhr Antrag wird geprüft. Wird der Platz bis zum 15. Mai nicht bestätigt, wird er an ein anderes Kind vergeben.",
      ),
    ).toContain("Wir prüfen Ihren Antrag.\nVielleicht bestätigt man den Platz bis zum 15. Mai nicht.");
  });

  it("reads the exception of an 'unless' as a condition too: the reader's act is the reader's", () => {
    // Was "Aber vielleicht hat man ein aktuelles Foto schon vorgelegt."
    expect(
      leicht(
        "Sehr geehrte Frau Roth,\nFür die Ausstellung wird ein aktuelles Lichtbild benötigt, sofern dieses nicht bereits vorgelegt wurde.",
      ),
    ).toContain("Aber vielleicht haben Sie ein aktuelles Foto schon vorgelegt.\nDann gilt das nicht.");
  });

  it("says 'man' for a passive that reports another source ('geht hervor'), 'wir' after the office's own 'mitteilen'", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Petrović,\naus Ihrem Rentenbescheid geht hervor, dass Ihnen eine Altersrente gezahlt wird.",
      ),
    ).toContain("Aus Ihrem Renten·bescheid geht hervor:\nMan zahlt Ihnen eine Alters·rente.");
    expect(
      leicht("Sehr geehrte Frau Petrović,\nwir teilen Ihnen mit, dass Ihnen eine Altersrente gezahlt wird."),
    ).toContain("Wir teilen Ihnen mit:\nWir zahlen Ihnen eine Alters·rente.");
  });
});

describe("letters: glossary senses that do not fit", () => {
  const explained = (text: string) => simplifyText(text, { level: "leicht" }).simplified_text;

  it("leaves out an explanation sentence whose 'Dann …' is cut, but keeps a marked example", () => {
    // Was "Sie finden eine Entscheidung vom Amt falsch." and "Sie haben einen Grad von der
    // Behinderung von mindestens 50.": conditions of a left-out "Dann …" stated as facts. The
    // glossary now words them as questions, which an explanation never ends on.
    const out = explained(
      "Sehr geehrte Frau Kowalski,\nIhr Antrag für schwerbehinderte Menschen ist eingegangen. Gegen den Bescheid können Sie Widerspruch einlegen.",
    );
    expect(out).toContain("Ihr Grad von der Behinderung ist 50 oder mehr.");
    expect(out).toContain("Ein Widerspruch ist eine Beschwerde gegen einen Bescheid.");
    expect(out).not.toContain("Sie finden eine Entscheidung");
    expect(out).not.toContain("mindestens 50");
    expect(explained("Sehr geehrter Herr Lang,\nwir haben ein Bußgeld gegen Sie festgesetzt.")).toContain(
      "Zum Beispiel: Sie fahren zu schnell mit dem Auto.",
    );
  });

  it("explains 'Anmeldung' for an address, not for an account or a fee, and no 'Toleranz' of a speed", () => {
    expect(
      explained("Für Ihre Wohnung ist ein Beitragskonto angemeldet. Die Rundfunkbeiträge sind offen."),
    ).not.toContain("Adresse");
    expect(explained("Sie haben sich in Ihrer neuen Wohnung noch nicht angemeldet.")).toContain(
      "Anmeldung bedeutet:",
    );
    // A sum due on a later day is not due "jetzt".
    const due = explained("Die Grundsteuer ist zum 15. Februar und 15. Mai fällig.");
    expect(due).toContain("An diesem Tag müssen Sie bezahlen.");
    expect(due).not.toContain("jetzt");
    expect(explained("Festgestellte Geschwindigkeit nach Abzug der Toleranz: 73 km/h.")).not.toContain(
      "Verhalten",
    );
  });
});

describe("letters: the offj fixtures (Standesamt, Modernisierung, Beistandschaft, Vollstreckung, Arbeitsunfall)", () => {
  const letter = (name: string) => letters.find((item) => item.name === `offj-${name}.txt`)?.text ?? "";
  const run = (name: string, level: "leicht" | "einfach", explanations: "none" | "default" = "none") =>
    simplifyText(letter(name), { level, explanations }).simplified_text;

  it("keeps the deadlines, amounts and the 'nicht … sondern' of each letter", () => {
    for (const level of ["leicht", "einfach"] as const) {
      const name = run("standesamt-namensaenderung", level);
      expect(name).toContain("bis zum 27. Februar 2026");
      expect(name).toContain("30 Euro");
      expect(name).toContain("nicht bei uns, sondern beim Amtsgericht Bergheim");
      const debt = run("stadtkasse-vollstreckung", level);
      expect(debt).toContain("6. März 2026");
      expect(debt).toContain("618,05 Euro");
      expect(debt).toContain("Sie müssen die hierdurch entstehenden Kosten tragen.");
      const care = run("jugendamt-beistandschaft", level);
      expect(care).toContain("bis zum 16. März 2026");
      // Leicht turns the passive active ("Die Beistandschaft schränkt Ihre elterliche Sorge nicht ein.").
      expect(care).toMatch(/nicht eingeschränkt|schränkt Ihre elterliche Sorge nicht ein/);
    }
  });

  it("keeps a percentage of a change as Prozent and reads 'Sollten … Beeinträchtigungen' as a condition", () => {
    const out = run("bg-arbeitsunfall", "leicht");
    expect(out).toContain("um mindestens 20 Prozent gemindert");
    expect(out).not.toContain("1 von 5");
    expect(out).toContain("80 Prozent");
    expect(out).toContain(
      "Vielleicht bleiben nach Abschluss von der Behandlung gesundheitliche Einschränkungen zurück.",
    );
  });

  it("names 'diese' of a condition put first, explains no Kündigung for 'ankündigen', keeps a town whole", () => {
    const out = run("modernisierungsankuendigung", "leicht", "default");
    expect(out).toContain("Vielleicht stellen die Maßnahmen für Sie keine unzumutbare Härte dar.");
    expect(out).toContain("Dann müssen Sie die Maßnahmen dulden.");
    const lines = out.split("\n");
    const announced = lines.findIndex((line) => line.startsWith("Mit diesem Brief kündigen wir Ihnen an"));
    expect(announced).toBeGreaterThanOrEqual(0);
    expect(lines.slice(announced + 1, announced + 5).join("\n")).not.toContain("Kündigung");
    expect(run("jugendamt-beistandschaft", "leicht")).toContain("16515 Wiesenburg");
    expect(run("standesamt-namensaenderung", "leicht")).toContain(
      "Sie geben diese als gesetzliche Vertreterin.",
    );
  });
});
