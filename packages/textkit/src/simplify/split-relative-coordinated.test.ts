import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("relative clauses on coordinated noun phrases", () => {
  it("keeps both phrases in the host and makes each relative clause a sentence", () => {
    expect(
      split("Er hat eine Schwester, die in Hamburg wohnt, und einen Bruder, der in München lebt."),
    ).toEqual([
      "Er hat eine Schwester und einen Bruder.",
      "Die Schwester wohnt in Hamburg.",
      "Der Bruder lebt in München.",
    ]);
    expect(split("Bitte schicken Sie uns die Rechnung, die Sie bekommen haben, und den Vertrag.")).toEqual([
      "Bitte schicken Sie uns die Rechnung und den Vertrag.",
      "Sie haben die Rechnung bekommen.",
    ]);
  });

  it("takes the host's closing particle or verbs along with the second phrase", () => {
    expect(
      split("Bitte schicken Sie uns die Rechnung, die Sie bekommen haben, und den Vertrag mit."),
    ).toEqual([
      "Bitte schicken Sie uns die Rechnung und den Vertrag mit.",
      "Sie haben die Rechnung bekommen.",
    ]);
    expect(split("Sie müssen die Rechnung, die Sie bekommen haben, und den Vertrag unterschreiben.")).toEqual(
      ["Sie müssen die Rechnung und den Vertrag unterschreiben.", "Sie haben die Rechnung bekommen."],
    );
  });

  it("a list of noun phrases without a verb (after a colon): both phrases, then the clause", () => {
    // "Herrn Berger" is masculine: "die" goes back to the one feminine noun of the chain.
    expect(
      split(
        "Eine beglaubigte Abschrift aus dem Geburtenregister von Herrn Berger, die nicht älter als sechs Monate sein darf, sowie ein Ehefähigkeitszeugnis für Frau Ramadani",
      ),
    ).toEqual([
      "Eine beglaubigte Abschrift aus dem Geburtenregister von Herrn Berger sowie ein Ehefähigkeitszeugnis für Frau Ramadani.",
      "Die Abschrift darf nicht älter als sechs Monate sein.",
    ]);
    expect(split("Der Ausweis, den Sie bekommen haben, und die Geburtsurkunde")).toEqual([
      "Der Ausweis und die Geburtsurkunde.",
      "Sie haben den Ausweis bekommen.",
    ]);
    // Not without an article first, nor with closing verbs after the phrase.
    for (const sentence of [
      "Urkunden, die nicht älter als sechs Monate sind, und ein Ausweis",
      "Den Ausweis, den Sie bekommen haben, und die Geburtsurkunde vorlegen",
    ])
      expect(split(sentence)).toEqual([`${sentence}.`]);
  });

  it("a name after a title of the other gender is not the antecedent", () => {
    // The chain before the name has two nouns that fit: the clause stays.
    const both = "Eine Abschrift aus der Akte von Herrn Berger, die nicht älter als sechs Monate ist";
    expect(split(both).join(" ")).not.toMatch(/Berger (?:darf|ist) nicht/);
    expect(split(both)).toEqual([`${both}.`]);
  });

  it("stays whole when the second clause may mean several nouns, or the phrase has a subject", () => {
    for (const sentence of [
      "Er kaufte das Brot, das frisch war, und die Butter und den Käse, die im Angebot waren.",
      "Ich kaufe das Brot, das frisch ist, und du den Käse.",
      "Er las den Brief, den er bekommen hatte, und weinte.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a relative clause before 'und' + a verb-first clause of the host", () => {
  it("splits the host and its second verb and puts the relative content after the host", () => {
    expect(
      split("Bitte lesen Sie den Bescheid, den wir Ihnen geschickt haben, und rufen Sie uns an."),
    ).toEqual([
      "Bitte lesen Sie den Bescheid.",
      "Wir haben Ihnen den Bescheid geschickt.",
      "Bitte rufen Sie uns an.",
    ]);
    expect(
      split(
        "Bitte füllen Sie das Formular aus, das wir Ihnen geschickt haben, und senden Sie es an uns zurück.",
      ),
    ).toEqual([
      "Bitte füllen Sie das Formular aus.",
      "Wir haben Ihnen das Formular geschickt.",
      "Bitte senden Sie es an uns zurück.",
    ]);
    expect(
      split(
        "Und er nahm Milch und das Rind, das er hatte zubereiten lassen, und setzte es ihnen vor.",
        false,
      ),
    ).toEqual([
      "Und er nahm Milch und das Rind.",
      "Er hatte das Rind zubereiten lassen.",
      "Dann setzte er es ihnen vor.",
    ]);
  });

  it("not when the last part ends in a finite verb (a second verb of the relative clause)", () => {
    const sentence = "Ich kenne den Mann, der hier wohnt, und ihn oft besucht.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("not when a noun or name right after the verb may be the last part's own subject", () => {
    // "rief Gott zu Samuel": Gott may call; "Dann rief er Gott" would make Samuel the caller.
    const sentence = "Samuel lag im Tempel, der dunkel war, und rief Gott zu Samuel.";
    expect(split(sentence, false).join(" ")).toContain("rief Gott zu Samuel");
    expect(split(sentence, false).join(" ")).not.toMatch(/er Gott zu Samuel/);
  });

  it("a 'wo' clause after a place: 'Dort …' after the host", () => {
    expect(
      split(
        "Bitte gehen Sie zum Bürgeramt, wo Sie den Antrag stellen können, und bringen Sie Ihren Ausweis mit.",
      ),
    ).toEqual([
      "Bitte gehen Sie zum Bürgeramt.",
      "Dort können Sie den Antrag stellen.",
      "Bitte bringen Sie Ihren Ausweis mit.",
    ]);
    const sentence = "Samuel lag im Heiligtum, wo die Lade war, und rief Gott zu Samuel.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("relative clauses after an office's name with 'und'", () => {
  it("does not take the name's last noun for the antecedent", () => {
    const sentence =
      "Sie müssen den Widerspruch bei der Berufsgenossenschaft Handel und Logistik, die für Ihren Betrieb zuständig ist, einlegen.";
    expect(split(sentence)).toEqual([sentence]);
    // Nouns with their articles: the last one is the antecedent.
    expect(split("Wir danken der Kirche und der Gemeinde, die uns geholfen hat.")).toEqual([
      "Wir danken der Kirche und der Gemeinde.",
      "Die Gemeinde hat uns geholfen.",
    ]);
  });
});

describe("a relative clause before a conjunct under the host's auxiliary or modal", () => {
  it("joins the host and 'und' + participle or infinitive, then the clause after its sentence", () => {
    expect(
      split(
        "Wir haben einen Antrag auf Wohngeld erhalten, den Sie am 3. März gestellt haben, und die Unterlagen geprüft.",
      ),
    ).toEqual([
      "Wir haben einen Antrag auf Wohngeld erhalten.",
      "Sie haben den Antrag am 3. März gestellt.",
      "Wir haben die Unterlagen geprüft.",
    ]);
    expect(
      split("Sie müssen den Bescheid lesen, den wir Ihnen geschickt haben, und die Formulare ausfüllen."),
    ).toEqual([
      "Sie müssen den Bescheid lesen.",
      "Wir haben Ihnen den Bescheid geschickt.",
      "Sie müssen die Formulare ausfüllen.",
    ]);
    expect(split("Wir haben den Antrag geprüft, den Sie gestellt haben, und abgelehnt.")).toEqual([
      "Wir haben den Antrag geprüft und abgelehnt.",
      "Sie haben den Antrag gestellt.",
    ]);
  });

  it("after an embedded clause, the closing verb and then the conjunct", () => {
    expect(
      split("Wir haben den Fehler, den Sie gemeldet haben, schnell behoben und die Rechnung korrigiert."),
    ).toEqual([
      "Wir haben den Fehler schnell behoben.",
      "Sie haben den Fehler gemeldet.",
      "Wir haben die Rechnung korrigiert.",
    ]);
  });

  it("stays whole under a negated indefinite, a bare plural or a mismatch of verb forms", () => {
    for (const sentence of [
      // What was not received need not exist.
      "Wir haben keinen Antrag erhalten, den Sie gestellt haben, und die Unterlagen geprüft.",
      // The bare plural is restricted by its clause.
      "Sie haben Unterlagen geschickt, die nicht vollständig sind, und den Antrag unterschrieben.",
      // A participle after an infinitive is no conjunct under the same verb.
      "Sie müssen den Bescheid lesen, den wir Ihnen geschickt haben, und die Formulare ausgefüllt.",
      // A subject of its own.
      "Wir haben einen Antrag erhalten, den Sie gestellt haben, und er die Unterlagen geprüft.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("stays whole when the step declines, not leaving the conjunct as a fragment without its verb", () => {
    for (const sentence of [
      // "nur" on the antecedent (was "… / Die Rechnung bezahlt.").
      "Wir haben nur den Antrag geprüft, den Sie geschickt haben, und die Rechnung bezahlt.",
      // A negation may reach over both conjuncts (was "… / Die Möbel entfernen.").
      "Sie dürfen die Wohnung nicht betreten, die uns gehört, und die Möbel entfernen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
