import { describe, expect, it } from "vitest";
import { splitAtInnerSentenceEnds } from "./inner-sentence-end.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const cut = (sentence: string): string[] =>
  splitAtInnerSentenceEnds({ tokens: clauseTokens(sentence, false), end: "." }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a full stop or exclamation mark inside a sentence", () => {
  it("ends a sentence when a lower-case clause follows", () => {
    expect(cut("Er wird euch mit Feuer taufen. seine Worfschaufel hält er in seiner Hand.")).toEqual([
      "Er wird euch mit Feuer taufen.",
      "Seine Worfschaufel hält er in seiner Hand.",
    ]);
    expect(cut("Ehre deinen Vater und deine Mutter! und wer seinen Vater verflucht, muss sterben.")).toEqual([
      "Ehre deinen Vater und deine Mutter!",
      "Und wer seinen Vater verflucht, muss sterben.",
    ]);
    // A capital the source left after the conjunction goes; the polite "Ihr" would stay.
    expect(cut("Ich bringe es zu Ende. und Ich habe es ihm immer wieder angekündigt.")).toEqual([
      "Ich bringe es zu Ende.",
      "Und ich habe es ihm immer wieder angekündigt.",
    ]);
    expect(cut("Meine Worte höre, Gott! achte auf mein Flehen.")).toEqual([
      "Meine Worte höre, Gott!",
      "Achte auf mein Flehen.",
    ]);
  });

  it("stays after numbers and abbreviations, before a subordinate clause or a verb without subject", () => {
    for (const sentence of [
      "Wir haben am 3. und 4. Mai geöffnet.",
      "Herr Dr. med. Müller kommt morgen.",
      "Und er redete nur in Gleichnissen zu ihnen. damit erfüllt würde, was gesagt wurde.",
      "Kaufe für dich! und zog seinen Schuh aus.",
      "Er kam. und dann?",
    ])
      expect(cut(sentence)).toHaveLength(1);
  });

  it("ends quoted words after a verb of saying; the clause after them gets the frame's subject", () => {
    // The source had quotation marks: "Der Löser sprach zu Boas: „Kaufe für dich!“ und zog …".
    expect(cut("Der Löser sprach also zu Boas: Kaufe für dich! und zog seinen Schuh aus.")).toEqual([
      "Der Löser sprach also zu Boas: Kaufe für dich!",
      "Dann zog der Löser seinen Schuh aus.",
    ]);
    expect(cut("Er sagte: Komm mit! und ging los.")).toEqual(["Er sagte: Komm mit!", "Dann ging er los."]);
    // A question mark ends quoted words too.
    expect(cut("Sie hat gefragt: Kommst du mit? und lachte.")).toEqual([
      "Sie hat gefragt: Kommst du mit?",
      "Sie lachte.",
    ]);
  });

  it("ends quoted words before a comma and a clause with its own subject", () => {
    // The source: "Wer sagte: „Du sollst nicht die Ehe brechen!“, der sagte auch: …".
    expect(
      cut("Wer sagte: Du sollst nicht die Ehe brechen!, der sagte auch: Du sollst nicht morden!"),
    ).toEqual(["Wer sagte: Du sollst nicht die Ehe brechen!", "Der sagte auch: Du sollst nicht morden."]);
    // After a conjunction: "und" goes, as when the split cuts there; "aber" stays.
    expect(cut("Ein Sohn ist geboren!, und sie nannten ihn Obed.")).toEqual([
      "Ein Sohn ist geboren!",
      "Sie nannten ihn Obed.",
    ]);
    expect(cut("Iss dich satt!, aber er gab ihm nichts.")).toEqual([
      "Iss dich satt!",
      "Aber er gab ihm nichts.",
    ]);
    expect(cut("Geh nach Hause!, deine Mutter wartet schon.")).toEqual([
      "Geh nach Hause!",
      "Deine Mutter wartet schon.",
    ]);
    for (const sentence of [
      // A speaker after the words (trailing-inquit.ts), a relative clause, a verb without its
      // subject after "und", no clause before.
      "Komm mit!, sagte er.",
      "Lobt den Herrn!, der uns erlöst hat.",
      "Kaufe für dich!, und zog seinen Schuh aus.",
      "Ja!, deine Schwiegertochter hat ihn geboren.",
    ])
      expect(cut(sentence)).toHaveLength(1);
  });

  it("keeps the clause when no frame says the words or its subject does not fit", () => {
    for (const sentence of [
      // No verb of saying before the colon: whose clause "und lief los" is stays open.
      "Er sah das Feuer: Das Haus brennt! und lief los.",
      // The verb does not agree with the frame's subject.
      "Er sagte: Kommt mit! und gingen los.",
      // A question mark without a frame of saying stays inside.
      "Kommst du mit? und lachte.",
      "Was ist das? fragte er.",
    ])
      expect(cut(sentence)).toHaveLength(1);
  });

  it("lets the splitter go on with each sentence", () => {
    expect(
      splitSentence(
        {
          tokens: clauseTokens("Er ging in das Gebiet Galiläas. und seine Jünger kamen mit ihm.", false),
          end: ".",
        },
        { formal: false, variant: 0 },
      ).map((clause) => renderTokens(clause.tokens) + clause.end),
    ).toEqual(["Er ging in das Gebiet Galiläas.", "Und seine Jünger kamen mit ihm."]);
  });
});
