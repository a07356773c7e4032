// Glossary explanations the simplifier adds after sentences: which entry, in which words, where.
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string) => simplifyText(text, { level: "leicht" }).simplified_text;
const einfach = (text: string) => simplifyText(text, { level: "einfach" }).simplified_text;

describe("an explanation keeps the term it explains", () => {
  it("stands as written when the rewrite would lose the term", () => {
    // "Der Sach·verhalt ist das, was passiert ist." became "Etwas ist passiert." / "Der Sach·verhalt ist das.".
    expect(leicht("Der Sachverhalt ist klar.")).toBe(
      "Der Sachverhalt ist klar.\nDer Sachverhalt ist das, was passiert ist.",
    );
  });

  it("is left out when the rewrite would lose the term and the text breaks a rule as written", () => {
    // "Ein Ausländer ist ein Mensch, wenn er sich außerhalb des eigenen Landes befindet." became
    // "Vielleicht befindet er sich außerhalb vom eigenen Land." / "Dann ist ein Ausländer ein Mensch.".
    expect(leicht("Ein Ausländer kam in die Stadt.")).toBe("Ein Ausländer ist in die Stadt gekommen.");
  });

  it("keeps a definition whose term the rewrite moved to a later line", () => {
    // Was left out: only the first line was checked for the term.
    expect(leicht("Sie erzählte von ihrer Schwangerschaft.")).toContain(
      "Die Zeit nennt man Schwangerschaft.",
    );
  });

  it("keeps its own term from the synonym step, and an empty one takes no place of another", () => {
    // "Fristgerecht bedeutet: …" became "Pünktlich bedeutet: …", was then dropped for losing its term
    // and still used up a place, so the Hausmeister explanation was gone too.
    const text =
      "Hiermit bestätigen wir den Eingang Ihrer Kündigung. Das Mietverhältnis endet fristgerecht am 31. August 2025.";
    expect(leicht(text)).toContain("Fristgerecht bedeutet:");
    expect(leicht(text)).not.toContain("Pünktlich bedeutet");
    // The Ausländer explanation comes out empty; the third place goes to Bescheid.
    expect(
      leicht("Ein Ausländer bekam eine Kündigung. Er wartete auf eine Bestätigung. Dann kam der Bescheid."),
    ).toContain("Ein Bescheid ist ein Brief vom Amt.");
  });

  it("keeps a rewrite that still names the term", () => {
    // The relative clause splits; the first line still defines Brot.
    expect(leicht("Wir essen Brot.")).toBe(
      "Wir essen Brot.\nBrot ist ein Lebens·mittel.\nMan backt das Lebens·mittel.",
    );
    // A definition by a derived word is no lost term: "Ein befristeter Vertrag endet …".
    expect(einfach("Ihr Vertrag hat eine Befristung.")).toContain("Ein befristeter Vertrag endet");
    // Own entries say it without a clause to split: "Zahn·ersatz ersetzt einen fehlenden Zahn."
    expect(leicht("Ich brauche Zahnersatz.")).toContain("Zahn·ersatz ersetzt einen fehlenden Zahn.");
  });
});

describe("an entry is explained only in its own sense", () => {
  it("does not read Schuld (guilt) as Schulden, nor soweit as sofern", () => {
    expect(leicht("Er fühlte große Schuld.")).toBe("Er hat große Schuld gefühlt.");
    expect(leicht("Sie haben hohe Schulden.")).toContain("Schulden sind Geld.");
    expect(leicht("Sie umfasst die Energie, soweit sie genutzt werden kann.")).not.toContain("sofern");
  });

  it("reads an infinitive used as a noun after an article of the singular as that noun", () => {
    expect(leicht("Er brachte das Schaf zum Schlachten.")).not.toContain("Kampf");
    expect(leicht("Das Lügen ist verboten.")).toBe("Das Lügen ist verboten.");
    // The plural keeps its explanation.
    expect(leicht("Die Schlachten waren blutig.")).toContain("Eine Schlacht ist ein Kampf");
    expect(leicht("Viele Lügen wurden erzählt.")).toContain("Eine Lüge ist eine Behauptung.");
  });

  it("leaves out an entry inside a set phrase of another sense", () => {
    expect(leicht("Er stand in Gegenwart der Ältesten.")).not.toContain("Moment");
    expect(leicht("In seiner Gegenwart war sie still.")).not.toContain("Moment");
    expect(leicht("So steht es in der Schrift.")).not.toContain("Zeichen");
    expect(leicht("Er las in der Heiligen Schrift.")).not.toContain("Zeichen");
    expect(leicht("Nach unseren Unterlagen fehlt ein Beitrag.")).not.toContain("Papiere");
    // Outside the phrase the entry fits.
    expect(leicht("In der Gegenwart leben wir schnell.")).toContain("Als Gegenwart bezeichnet man");
    expect(leicht("Die lateinische Schrift hat 26 Buchstaben.")).toContain(
      "Eine Schrift besteht aus Zeichen.",
    );
    expect(leicht("Bitte schicken Sie uns Ihre Unterlagen.")).toContain("Unterlagen sind Papiere.");
  });
});

describe("explanations of money words fit whoever the money belongs to", () => {
  it("explains an office's account as an account, not as the reader's own", () => {
    const text = "Bitte überweisen Sie den Betrag auf das unten genannte Konto der Stadtkasse.";
    expect(leicht(text)).toContain("Ein Konto ist ein Platz für Geld bei einer Bank.");
    expect(leicht(text)).not.toContain("Ihr Geld");
    expect(einfach(text)).toContain("Ein Konto ist ein Platz für Geld bei einer Bank oder Sparkasse.");
    expect(einfach(text)).not.toContain("Girokonto");
  });

  it("does not count Kindergeld among the examples of income", () => {
    // In a letter on Kinderzuschlag or Wohngeld, Kindergeld does not count as the parents' income.
    const text = "Ihr Einkommen ist zu hoch für den Kinderzuschlag.";
    expect(leicht(text)).toContain("Einkommen ist Geld.");
    expect(einfach(text)).toContain("Einkommen ist das Geld, das Ihnen regelmäßig zufließt");
    expect(`${leicht(text)}\n${einfach(text)}`).not.toMatch(/Kinder·?geld/);
  });
});

describe("where an explanation goes", () => {
  const lines = (text: string) => leicht(text).split("\n");

  it("waits for the whole of a next sentence that leans back, not only its first line", () => {
    expect(
      lines(
        "Wir hatten Hunger und aßen Brot. Dann verließen wir das Haus, wo wir gewohnt hatten, und die Kinder waren bei uns.",
      ),
    ).toEqual([
      "Wir hatten Hunger.",
      "Dann haben wir Brot gegessen.",
      "Dann haben wir das Haus verlassen.",
      "Dort hatten wir gewohnt.",
      "Die Kinder waren bei uns.",
      "Brot ist ein Lebens·mittel.",
      "Man backt das Lebens·mittel.",
    ]);
  });

  it("never follows a line that ends in a colon", () => {
    expect(
      lines("Wir aßen Brot und tranken Milch. Dann sagte die Mutter zu uns: Geht jetzt ins Bett!"),
    ).toEqual([
      "Wir haben Brot gegessen.",
      "Dann haben wir Milch getrunken.",
      "Dann hat die Mutter zu uns gesagt:",
      "Geht jetzt ins Bett!",
      "Brot ist ein Lebens·mittel.",
      "Man backt das Lebens·mittel.",
    ]);
  });

  it("follows its own sentence when the next one does not lean back", () => {
    expect(lines("Wir aßen Brot. Die Kinder spielten im Garten.")).toEqual([
      "Wir haben Brot gegessen.",
      "Brot ist ein Lebens·mittel.",
      "Man backt das Lebens·mittel.",
      "Die Kinder haben im Garten gespielt.",
    ]);
  });

  it("waits after a paragraph that ends in a colon for the paragraph it announces", () => {
    const letter = (middle: string) =>
      leicht(
        `Sehr geehrte Frau Ay,\n\nfür Ihren Antrag auf Wohngeld haben wir folgenden Termin vorgesehen:\n\n${middle}Mit freundlichen Grüßen\nIhr Amt`,
      ).split("\n\n");
    const paragraphs = letter("Dienstag, 10. März 2026, 13:40 Uhr\nRathaus, Zimmer 2\n\n");
    expect(paragraphs[1]).toBe("Für Ihren Antrag auf Wohngeld haben wir folgenden Termin vorgesehen:");
    // The announced paragraph first, then the explanations (the carried one before its own).
    expect(paragraphs[2]?.split("\n").slice(0, 4)).toEqual([
      "Dienstag, 10. März 2026, 13:40 Uhr",
      "Rathaus, Zimmer 2",
      "Wohngeld ist Geld für die Miete.",
      "Das Rathaus ist ein Haus in Ihrer Stadt.",
    ]);
    // Before the closing formula there is nothing to wait for: they stay.
    expect(letter("")[1]).toBe(
      "Für Ihren Antrag auf Wohngeld haben wir folgenden Termin vorgesehen:\nWohngeld ist Geld für die Miete.",
    );
  });
});

describe("no explanation of a term the text defines itself", () => {
  it("skips it when the same or the next sentence defines the term", () => {
    // Was followed by "Eine Schwer·behinderung ist eine schwere Behinderung." (Einfache Sprache:
    // "Als schwerbehindert gilt, wer …").
    expect(
      leicht("Menschen mit einem Grad der Behinderung von mindestens 50 gelten als schwerbehindert."),
    ).not.toContain("Schwer·behinderung");
    expect(
      einfach("Menschen mit einem Grad der Behinderung von mindestens 50 gelten als schwerbehindert."),
    ).not.toContain("Als schwerbehindert gilt");
    // A heading before the definition: "Sperrmüll ist großer Müll." repeated what follows.
    const sperrmuell = leicht("Sperrmüll anmelden\n\nSperrmüll sind Gegenstände aus dem Haushalt.");
    expect(sperrmuell).not.toContain("großer Müll");
    // Nor later in the text.
    expect(leicht("Sperrmüll sind Gegenstände aus dem Haushalt. Der Sperrmüll wird abgeholt.")).not.toContain(
      "großer Müll",
    );
  });

  it("keeps it where the text only uses the term", () => {
    expect(leicht("Sie sind schwerbehindert. Sie bekommen einen Ausweis.")).toContain(
      "Ihr Grad von der Behinderung ist 50 oder mehr.",
    );
    expect(leicht("Der Sperrmüll wird am Dienstag abgeholt.")).toContain("Sperrmüll ist großer Müll.");
    expect(leicht("Das Wohngeld ist ab Januar höher.")).toContain("Wohngeld ist Geld für die Miete.");
    // Defined two sentences later: too far to count.
    expect(
      leicht("Sperrmüll anmelden\n\nSie können ihn online anmelden.\n\nSperrmüll sind große Gegenstände."),
    ).toContain("Sperrmüll ist großer Müll.");
  });
});

describe("a Paragraf is part of a law or of a contract", () => {
  it("explains a contract's Paragraf without calling it a law's", () => {
    const out = leicht("Das steht in Paragraf 4 von Ihrem Arbeitsvertrag.");
    expect(out).toContain("Ein Paragraf ist ein Teil von einem Gesetz oder Vertrag.");
    expect(leicht("Das steht in Paragraf 2 vom Wohngeldgesetz.")).toContain("Ein Paragraf ist ein Teil");
  });
});

describe("held explanations wait past at most three lines of later sentences", () => {
  it("are placed before a further speech instead of inside it", () => {
    // A quotation, a sentence leaning back ("Dieses …"), then a new speech carried the explanation
    // to the very end.
    const lines = leicht(
      "„Die Schafe hören seine Stimme. Er führt sie hinaus. Sie folgen ihm.“ Dieses Gleichnis erzählte ihnen Jesus. Darum sprach Jesus weiter: „Ich bin das Gatter. Alle sind Diebe.“",
    ).split("\n");
    const explanation = lines.findIndex((line) => line.startsWith("Schafe sind"));
    expect(lines[explanation - 1]).toBe("Dieses Gleichnis hat ihnen Jesus erzählt.");
  });
});

describe("a name is not explained as the word it is made of", () => {
  it("leaves a group's name in quotation marks or after 'Gruppe' alone, not the animal", () => {
    // "Der Igel ist ein kleines Säugetier." followed the Kita's group „Igel“.
    expect(leicht("In der Gruppe „Igel“ gibt es Läuse.")).toBe("In der Gruppe Igel gibt es Läuse.");
    expect(leicht("Die Kinder der Gruppe Igel gehen in den Wald.")).not.toContain("Säugetier");
    expect(leicht("Ein Igel lebt im Garten.")).toContain("Der Igel ist ein kleines Säugetier.");
  });
});

describe("an explanation fits the text it stands in (issue 6)", () => {
  const withSeparator = (text: string, separator: "mediopunkt" | "hyphen" | "none") =>
    simplifyText(text, { level: "leicht", separator }).simplified_text;

  it("names the office only in an office's text", () => {
    const bank =
      "Für Ihr Girokonto berechnen wir eine Gebühr.\n\nMit freundlichen Grüßen\nIhre Sparkasse Nordstadt";
    expect(leicht(bank)).toContain("Eine Gebühr ist Geld für eine Leistung.");
    const employer =
      "Die Genehmigung gilt für ein Jahr.\n\nMit freundlichen Grüßen\nMüller Logistik GmbH, Personalabteilung";
    expect(leicht(employer)).toContain("Eine Genehmigung ist eine Erlaubnis.");
    const credit =
      "Leider müssen wir Ihnen eine Ablehnung mitteilen.\n\nMit freundlichen Grüßen\nIhre Sparkasse Nordstadt";
    expect(leicht(credit)).toContain("Jemand sagt Nein zu Ihrem Antrag.");
    const office =
      "Leider müssen wir Ihnen eine Ablehnung mitteilen. Gegen diesen Bescheid können Sie Widerspruch einlegen.";
    expect(leicht(office)).toContain("Das Amt sagt Nein zu Ihrem Antrag.");
  });

  it("chooses the sense of a word by the words around it", () => {
    expect(leicht("Im Anhang finden Sie das Formular.")).toContain(
      "Ein Anhang ist ein Blatt extra zu einem Brief.",
    );
    expect(leicht("Öffnen Sie den Anhang der E-Mail nicht.")).toContain(
      "Ein Anhang ist eine Datei in einer E-Mail.",
    );
    expect(leicht("Ihre Überweisung vom 3. Mai ist angekommen.")).toContain(
      "Eine Überweisung schickt Geld von Ihrem Konto auf ein anderes Konto.",
    );
    expect(leicht("Bitte bringen Sie die Überweisung von Ihrer Hausärztin mit.")).toContain(
      "Eine Überweisung ist ein Zettel von Ihrem Haus·arzt.",
    );
  });

  it("takes the medical sense of Überweisung from the whole text of a doctor's letter (hrev5)", () => {
    const referral =
      "Liebe Kollegin, lieber Kollege,\n\nich überweise Ihnen Frau Meier. Die Patientin klagt über Schmerzen im Knie. Die Überweisung gilt für das laufende Quartal.\n\nMit kollegialen Grüßen\nDr. Anna Roth";
    expect(leicht(referral)).toContain("Eine Überweisung ist ein Zettel von Ihrem Haus·arzt.");
    expect(leicht(referral)).not.toContain("Eine Überweisung schickt Geld");
    // The practice's own bank transfer, and the Krankenkasse's Krankengeld, stay the bank's sense.
    const invoice =
      "Sehr geehrte Patientin,\n\ndie Behandlung ist abgeschlossen. Bitte überweisen Sie den Betrag auf unser Konto.\n\nMit freundlichen Grüßen\nPraxis Dr. Sommer";
    expect(leicht(invoice)).toContain("Eine Überweisung schickt Geld von Ihrem Konto auf ein anderes Konto.");
    expect(leicht("Ihr Arzt hat Sie krankgeschrieben. Wir überweisen Ihnen das Krankengeld.")).not.toContain(
      "Zettel",
    );
  });

  it("writes the term as the text writes it, with the text's separator", () => {
    expect(leicht("Bitte bringen Sie Ihren Reisepass mit.")).toContain("Ein Reisepass ist ein kleines Heft.");
    expect(withSeparator("Der Brief kommt von der Krankenkasse.", "hyphen")).toContain(
      "Eine Kranken-Kasse ist eine Versicherung",
    );
    expect(withSeparator("Der Brief kommt von der Krankenkasse.", "none")).toContain(
      "Eine Krankenkasse ist eine Versicherung",
    );
  });

  it("says what the term is, not the term again", () => {
    const text = leicht("Ihre Arbeitszeit verringert sich ab dem 1. März auf 25 Stunden pro Woche.");
    expect(text).toContain("So lange arbeiten Sie.");
    expect(text).not.toContain("ist die Zeit.");
    expect(leicht("Der Rundfunkbeitrag ist fällig.")).toContain(
      "Sie bezahlen ihn 1 Mal für Ihre ganze Wohnung.",
    );
  });
});
