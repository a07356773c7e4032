import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a final relative clause as a sentence opened by a demonstrative", () => {
  it("splits after a coordination of noun phrases", () => {
    expect(
      split(
        "Du sollst dich richten nach dem Gebot, den Satzungen und den Rechtsordnungen, die ich dir heute gebiete.",
      ),
    ).toEqual([
      "Du sollst dich richten nach dem Gebot, den Satzungen und den Rechtsordnungen.",
      "Die gebiete ich dir heute.",
    ]);
    expect(
      split("Wir haben Ihren Antrag und die Unterlagen erhalten, die Sie uns geschickt haben.", true),
    ).toEqual(["Wir haben Ihren Antrag und die Unterlagen erhalten.", "Die haben Sie uns geschickt."]);
    expect(split("Er kaufte das Brot und die Butter, die im Angebot waren.")).toEqual([
      "Er kaufte das Brot und die Butter.",
      "Die waren im Angebot.",
    ]);
  });

  it("takes the noun along after a preposition when its own article has the pronoun's form", () => {
    expect(
      split("Wir zahlen das Geld nur für die Monate vor dem Monat, in dem der Antrag eingegangen ist.", true),
    ).toEqual([
      "Wir zahlen das Geld nur für die Monate vor dem Monat.",
      "In dem Monat ist der Antrag eingegangen.",
    ]);
    // "den Vertrag" is accusative singular, "mit denen" plural: the pronoun alone.
    expect(
      split("Bitte schicken Sie uns die Rechnung und den Vertrag, mit denen Sie den Schaden belegen.", true),
    ).toEqual(["Bitte schicken Sie uns die Rechnung und den Vertrag.", "Mit denen belegen Sie den Schaden."]);
  });

  it("keeps the pronoun the subject of two coordinated verbs", () => {
    expect(split("Er sah die Kinder und die Frauen, die dort spielten und lachten.")).toEqual([
      "Er sah die Kinder und die Frauen.",
      "Die spielten dort und lachten.",
    ]);
  });

  it("reads a subject joined by 'und' as plural: with a singular verb the pronoun is the subject", () => {
    expect(split("Er sah das Tor und die Mauer, die Bürger und Fremde trennte.")).toEqual([
      "Er sah das Tor und die Mauer.",
      "Die trennte Bürger und Fremde.",
    ]);
    const plural = "Er kaufte das Brot und die Butter, die Vater und Mutter mochten.";
    expect(split(plural)).toEqual([plural]);
  });

  it("takes a noun the lexicon does not know after its determiner, before the closing particle", () => {
    expect(split("Da kam der Löser vorbei, von dem Boas gesprochen hatte.")).toEqual([
      "Da kam der Löser vorbei.",
      "Von dem hatte Boas gesprochen.",
    ]);
    // A preposition + article without a subject of its own opens no relative clause.
    const phrase = "Sie gingen weiter, durch die Wüste laufen.";
    expect(split(phrase)).toEqual([phrase]);
  });

  it("splits after a noun before a prepositional phrase that fits as well", () => {
    expect(split("Und eine Stimme kam aus der Wolke, die sagte", false, ":")).toEqual([
      "Und eine Stimme kam aus der Wolke.",
      "Die sagte:",
    ]);
  });

  it("stays whole when a noun before the last one's genitive or prepositional phrase fits as well", () => {
    // A demonstrative in a sentence of its own reads as the nearest noun (the parents, the
    // pharmacy, the town), which the clause may not have meant.
    for (const sentence of [
      "Informationen finden Sie auf der Internetseite der Stadt, die regelmäßig aktualisiert wird.",
      "Sie müssen eine Behandlung mit einem Mittel aus der Apotheke durchführen, die nach zehn Tagen zu wiederholen ist.",
      "Umstände sind uns bis zum Ablauf des Monats, der auf den Zugang dieser Ankündigung folgt, in Textform mitzuteilen.",
      "Bitte teilen Sie uns das bis zum Ablauf des Monats in Textform mit, der auf den Zugang folgt.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
    for (const sentence of [
      "Er wohnte bei der Frau aus der Stadt, in der er geboren war.",
      "Er sah die Brücke über die Straße, die Bürger und Fremde trennte.",
      "Vielleicht stirbt der Bruder von einem Mann, der eine Frau ohne Kinder zurücklässt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("splits when the noun before the attribute does not fit the pronoun", () => {
    // "der Stadt" (feminine by its article) is no antecedent for "das", "der Nachbarin" none for "der … half".
    expect(split("Bitte füllen Sie das Formular der Stadt aus, das Sie im Internet finden.", true)).toEqual([
      "Bitte füllen Sie das Formular der Stadt aus.",
      "Das finden Sie im Internet.",
    ]);
    expect(split("Er sprach mit dem Sohn der Nachbarin, der ihm half.")).toEqual([
      "Er sprach mit dem Sohn der Nachbarin.",
      "Der Sohn half ihm.",
    ]);
  });

  it("leaves a relative clause after a purpose clause to the step that repeats the noun", () => {
    expect(split("Er suchte einen Handwerker, um ein Bild aufzustellen, das nicht wackelt.")).toEqual([
      "Er suchte einen Handwerker.",
      "Er wollte ein Bild aufstellen.",
      "Das Bild wackelt nicht.",
    ]);
  });

  it("reads a fronted object or 'der' without a feminine noun before as sure", () => {
    expect(split("Pilatus hat einen Gefangenen freigelassen, den das Volk bestimmte.")).toEqual([
      "Pilatus hat einen Gefangenen freigelassen.",
      "Den bestimmte das Volk.",
    ]);
  });

  it("stays whole when the demonstrative first would read as the subject but may be the object", () => {
    for (const sentence of [
      "Bitte beachten Sie die Frist, die das Gesetz vorschreibt.",
      "Er dankte Maria, der Jesus geholfen hatte.",
      "Ich sprach mit dem Arbeitgeber, aus der er kommt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("stays whole when the clause says which ones are meant", () => {
    for (const sentence of [
      "Wir übernehmen nur die Miete und die Heizkosten, die angemessen sind.",
      "Es gibt keinen Antrag und kein Formular, das Sie ausfüllen müssen.",
      "Das Elterngeld unterstützt Eltern und Kinder, die wenig Geld haben.",
      "Das ist auf dem Reiserad die Haltung und die Stellung, die dem Körper am stärksten entgegenkommt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("stays whole when the pronoun stands for a person or the segment is no relative clause", () => {
    for (const sentence of [
      "Jetzt versucht ihr mich zu töten, einen Menschen, der ich euch die Wahrheit gesagt habe.",
      "Und er verkündete euch Frieden und Heil, die ihr fern wart.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // A translation gloss is no relative clause: split-gloss.ts states it about the word.
    expect(split("Sie brachten ihn zu dem Ort Golgata, das heißt übersetzt Schädelstätte.")).toEqual([
      "Sie brachten ihn zu dem Ort Golgata.",
      "Golgata heißt übersetzt Schädelstätte.",
    ]);
  });

  it("splits before the host's last part: its verb particle or verbs", () => {
    expect(
      split(
        "Bitte schicken Sie uns die Rechnung und den Vertrag, die Sie bekommen haben, bis zum 1. Mai zurück.",
        true,
      ),
    ).toEqual([
      "Bitte schicken Sie uns die Rechnung und den Vertrag bis zum 1. Mai zurück.",
      "Die haben Sie bekommen.",
    ]);
    expect(
      split("Wir haben den Antrag und die Unterlagen, die Sie uns geschickt haben, geprüft.", true),
    ).toEqual(["Wir haben den Antrag und die Unterlagen geprüft.", "Die haben Sie uns geschickt."]);
    // A phrase alone after the clause may be an apposition.
    const apposition =
      "Eine Webseite ist ein Angebot im Internet, das Sie mit dem Browser aufrufen, zum Beispiel die Seite einer Behörde.";
    expect(split(apposition, true)).toEqual([apposition]);
  });

  it("leaves an embedded clause in an office letter to the repeated noun", () => {
    expect(
      split(
        "Bitte senden Sie uns die Unterlagen, die wir in unserem Schreiben vom 3. Mai genannt haben, bis zum 30. Juni zu.",
        true,
      ),
    ).toEqual([
      "Bitte senden Sie uns die Unterlagen bis zum 30. Juni zu.",
      "Wir haben die Unterlagen in unserem Schreiben vom 3. Mai genannt.",
    ]);
  });
});

describe("'etwas' before a final 'das' clause", () => {
  it("splits after a verb that says the thing is there (haben, finden, sehen …)", () => {
    expect(split("Dann hat er etwas, das er dem Bedürftigen geben kann.")).toEqual([
      "Dann hat er etwas.",
      "Das kann er dem Bedürftigen geben.",
    ]);
    expect(split("Wir haben etwas gefunden, das Ihnen gehört.", true)).toEqual([
      "Wir haben etwas gefunden.",
      "Das gehört Ihnen.",
    ]);
  });

  it("stays whole after a verb of seeking or wanting, a modal, a negation, a request or in a question", () => {
    for (const sentence of [
      "Ich suche etwas, das mir hilft.",
      "Er will etwas sagen, das wichtig ist.",
      "Er hat nicht etwas gesagt, das falsch war.",
      "Gib mir etwas, das mir hilft.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Hat er etwas, das er geben kann", false, "?")).toEqual([
      "Hat er etwas, das er geben kann?",
    ]);
  });
});

describe("the demonstrative for a clause with 'man', a phrase after its verbs, a told past event", () => {
  it("'man' is a sure subject of its own: the demonstrative is the object", () => {
    expect(
      split("Sie opferten das Kleinvieh und die Rinder, die man wegen der Menge nicht zählen konnte."),
    ).toEqual(["Sie opferten das Kleinvieh und die Rinder.", "Die konnte man wegen der Menge nicht zählen."]);
  });

  it("a bare plural in a told past event, a phrase with 'wegen' after the verbs", () => {
    expect(
      split("Sie opferten Kleinvieh und Rinder, die man weder zählen noch berechnen konnte wegen der Menge."),
    ).toEqual([
      "Sie opferten Kleinvieh und Rinder.",
      "Die konnte man weder zählen noch berechnen wegen der Menge.",
    ]);
    expect(split("Er kaufte Äpfel und Birnen, die sehr reif waren.")).toEqual([
      "Er kaufte Äpfel und Birnen.",
      "Die waren sehr reif.",
    ]);
  });

  it("keeps a bare plural whole in the present, under negation or a modal, or addressing the reader", () => {
    for (const [sentence, formal] of [
      ["Er kauft Äpfel und Birnen, die reif sind.", false],
      ["Er kaufte keine Äpfel und Birnen, die reif waren.", false],
      ["Er wollte Äpfel und Birnen, die reif waren.", false],
      ["Er hatte Äpfel und Birnen, die reif waren.", false],
      ["Sie bezogen Renten und Zulagen, die Ihnen nicht zustanden.", true],
    ] as const)
      expect(split(sentence, formal)).toEqual([sentence]);
  });

  it("keeps a bare plural whole after a verb of seeking, choosing or wanting: the clause says which", () => {
    for (const sentence of [
      "Er suchte Leute, die ihm helfen konnten.",
      "Er suchte Männer, die mutig waren.",
      "Er wählte Männer aus, die man kannte.",
      "Er suchte Männer und Frauen, die mutig waren.",
      "Er wollte Äpfel, die reif waren.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});
