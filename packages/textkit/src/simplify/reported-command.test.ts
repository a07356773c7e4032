import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("reportedCommand", () => {
  it("says what was commanded or allowed with sollen/dürfen for the object, 'man' without one", () => {
    expect(split("Dann ordnete er an, dem Mädchen etwas zu essen zu geben.")).toEqual([
      "Dann ordnete er an:",
      "Man soll dem Mädchen etwas zu essen geben.",
    ]);
    expect(split("Ich bat ihn, ein wenig vom Land wegzufahren.")).toEqual([
      "Ich bat ihn:",
      "Er soll ein wenig vom Land wegfahren.",
    ]);
    expect(split("Er befahl ihnen, niemandem davon zu erzählen.")).toEqual([
      "Er befahl ihnen:",
      "Sie sollen niemandem davon erzählen.",
    ]);
    expect(split("Doch Jesus forderte ihn auf, aufzustehen.")).toEqual([
      "Doch Jesus forderte ihn auf:",
      "Er soll aufstehen.",
    ]);
    expect(split("Er hat uns gebeten, die Tür zu schließen.")).toEqual([
      "Er hat uns gebeten:",
      "Wir sollen die Tür schließen.",
    ]);
  });

  it("takes two infinitives joined by 'und', each with the modal", () => {
    expect(
      split(
        "Mose hat erlaubt, der Frau einen Scheidungsbrief zu schreiben und sich dann von ihr zu scheiden.",
      ),
    ).toEqual([
      "Mose hat erlaubt:",
      "Man darf der Frau einen Scheidungsbrief schreiben.",
      "Man darf sich dann von ihr scheiden.",
    ]);
    // One-word zu-infinitives lose their "zu" too (was "Er soll das Formular auszufüllen und …").
    expect(split("Der Arzt bat ihn, das Formular auszufüllen und an die Praxis zurückzuschicken.")).toEqual([
      "Der Arzt bat ihn:",
      "Er soll das Formular ausfüllen und an die Praxis zurückschicken.",
    ]);
    expect(split("Er befahl ihnen, das Haus zu verlassen und nicht zurückzukehren.")).toEqual([
      "Er befahl ihnen:",
      "Sie sollen das Haus verlassen und nicht zurückkehren.",
    ]);
  });

  it("leaves other verbs, noun objects, 'sie', a negated command and a request to the reader whole", () => {
    for (const sentence of [
      "Er versuchte, die Tür zu öffnen.",
      "Er bat, gehen zu dürfen.",
      "Er befahl den Jüngern, ins Boot zu steigen.",
      "Er bat sie, die Tür zu schließen.",
      "Er erlaubte ihnen nicht, nach Hause zu gehen.",
      "Jesus verbot ihnen, davon zu erzählen.",
      "Ich bitte dich, mir zu helfen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // A letter that says "Sie" to its reader: "Sie sollen …" would read as the reader.
    const letter = "Wir haben ihnen erlaubt, die Unterlagen später einzureichen.";
    expect(split(letter, true)).toEqual([letter]);
  });
});

describe("an office's demand of its reader", () => {
  it("turns 'Wir fordern Sie (hiermit) auf, … zu V' into 'Sie müssen … V.'", () => {
    expect(split("Wir fordern Sie hiermit letztmalig auf, den offenen Betrag zu überweisen.", true)).toEqual([
      "Wir fordern Sie letztmalig auf:",
      "Sie müssen den offenen Betrag überweisen.",
    ]);
    expect(split("Ich fordere Sie auf, den Betrag an mich zu zahlen.", true)).toEqual([
      "Ich fordere Sie auf:",
      "Sie müssen den Betrag an mich zahlen.",
    ]);
    // Two infinitives, the first a one-word zu-infinitive (was left whole: the "zu" stayed inside).
    expect(
      split("Wir fordern Sie auf, die Unterlagen einzureichen und den Bescheid zu unterschreiben.", true),
    ).toEqual([
      "Wir fordern Sie auf:",
      "Sie müssen die Unterlagen einreichen.",
      "Sie müssen den Bescheid unterschreiben.",
    ]);
  });

  it("leaves a ban and a demand made before", () => {
    for (const sentence of [
      "Wir fordern Sie auf, die Wohnung nicht mehr zu betreten.",
      "Wir fordern Sie auf, keine weiteren Zahlungen zu leisten.",
      "Wir hatten Sie aufgefordert, die Unterlagen einzureichen.",
      "Wir haben Sie aufgefordert, die Unterlagen einzureichen.",
    ])
      expect(split(sentence, true)).toEqual([sentence]);
  });

  it("leaves 'bitten' to the polite request, and 'sie' (them) or a text without 'Sie' as before", () => {
    expect(split("Wir bitten Sie, uns den Zählerstand mitzuteilen.", true)).toEqual([
      "Wir bitten Sie, uns den Zählerstand mitzuteilen.",
    ]);
    expect(split("Wir fordern Sie auf, das Haus zu verlassen.", false)).toEqual([
      "Wir fordern Sie auf, das Haus zu verlassen.",
    ]);
  });
});
