import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("'ohne … zu' and 'statt … zu'", () => {
  it("leaves a clause with a sentence adverb of doubt whole: the doubt holds for both parts", () => {
    expect(split("Vielleicht ging er, ohne sich zu verabschieden.")).toEqual([
      "Vielleicht ging er, ohne sich zu verabschieden.",
    ]);
  });

  it("turns what did not happen into a negated main clause in the tense of the main clause", () => {
    expect(split("Er ging, ohne sich zu verabschieden.")).toEqual([
      "Er ging.",
      "Er verabschiedete sich dabei nicht.",
    ]);
    expect(split("Sie hat den Vertrag unterschrieben, ohne ihn zu lesen.")).toEqual([
      "Sie hat den Vertrag unterschrieben.",
      "Sie las ihn dabei nicht.",
    ]);
    expect(split("Sie verlässt das Haus, ohne sich von ihrer Mutter zu verabschieden.")).toEqual([
      "Sie verlässt das Haus.",
      "Sie verabschiedet sich dabei nicht von ihrer Mutter.",
    ]);
    expect(split("Er fuhr los, ohne anzurufen.")).toEqual(["Er fuhr los.", "Er rief dabei nicht an."]);
  });

  it("says 'Stattdessen' for the main clause after 'statt'", () => {
    expect(split("Er spielt am Computer, statt zu arbeiten.")).toEqual([
      "Er arbeitet nicht.",
      "Stattdessen spielt er am Computer.",
    ]);
    expect(split("Anstatt den Brief zu lesen, warf sie ihn weg.")).toEqual([
      "Sie las den Brief nicht.",
      "Stattdessen warf sie ihn weg.",
    ]);
  });

  it("splits 'ohne'/'statt' inside its main clause and keeps the sentence whole when unsure", () => {
    expect(split("Deshalb haben einige Leute, ohne es zu wissen, Engel beherbergt.")).toEqual([
      "Deshalb haben einige Leute Engel beherbergt.",
      "Einige Leute wussten es dabei nicht.",
    ]);
    expect(split("Er hat, statt zu arbeiten, am Computer gespielt.")).toEqual([
      "Er arbeitete nicht.",
      "Stattdessen hat er am Computer gespielt.",
    ]);
    // No subject found: not "Ihretwegen haben einige, ohne es zu wissen." / "Engel beherbergt."
    const sentence = "Ihretwegen haben einige, ohne es zu wissen, Engel beherbergt.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("negates an indefinite object with 'kein' and 'etwas' with 'nichts'", () => {
    expect(split("Er ging weg, ohne ein Wort zu sagen.")).toEqual([
      "Er ging weg.",
      "Er sagte dabei kein Wort.",
    ]);
    expect(split("Er half ihr, ohne ihr eine Rechnung zu schreiben.")).toEqual([
      "Er half ihr.",
      "Er schrieb ihr dabei keine Rechnung.",
    ]);
    expect(split("Er ging, ohne etwas zu sagen.")).toEqual(["Er ging.", "Er sagte dabei nichts."]);
    expect(split("Er spielt am Computer, statt ein Buch zu lesen.")).toEqual([
      "Er liest kein Buch.",
      "Stattdessen spielt er am Computer.",
    ]);
  });

  it("puts adverbs of time and manner after 'nicht'", () => {
    expect(split("Sie hat den Brief unterschrieben, ohne ihn vorher genau zu lesen.")).toEqual([
      "Sie hat den Brief unterschrieben.",
      "Sie las ihn dabei nicht vorher genau.",
    ]);
    expect(split("Sie sind umgezogen, ohne uns rechtzeitig zu informieren.", true)).toEqual([
      "Sie sind umgezogen.",
      "Sie informierten uns dabei nicht rechtzeitig.",
    ]);
    expect(
      split(
        "Auch am 10. Juni 2025 haben Sie Ihre Arbeit erst um 7:45 Uhr aufgenommen, ohne Ihren Vorgesetzten vorher zu informieren.",
        true,
      ),
    ).toEqual([
      "Auch am 10. Juni 2025 haben Sie Ihre Arbeit erst um 7:45 Uhr aufgenommen.",
      "Sie informierten Ihren Vorgesetzten dabei nicht vorher.",
    ]);
    // Particles do not simply follow "nicht"; an indefinite object would have to move ("keinen … vorher").
    for (const sentence of [
      "Er half ihnen, ohne es auch nur zu merken.",
      "Er ging, ohne ein Wort vorher zu sagen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps the main clause first when the 'statt' clause takes up one of its words", () => {
    expect(split("Er verkaufte sein Haus, anstatt es seinem Sohn zu geben.")).toEqual([
      "Er verkaufte sein Haus.",
      "Er gab es seinem Sohn nicht.",
    ]);
    // Without a noun in the main clause the pronoun points outside: "Stattdessen" keeps the contrast.
    expect(split("Er ging weg, statt ihm zu helfen.")).toEqual([
      "Er half ihm nicht.",
      "Stattdessen ging er weg.",
    ]);
  });

  it("after 'können' said to the reader: what they need not do", () => {
    expect(split("Sie können kündigen, ohne einen Grund zu nennen.", true)).toEqual([
      "Sie können kündigen.",
      "Sie müssen dafür keinen Grund nennen.",
    ]);
    expect(split("Sie können das Formular online ausfüllen, ohne sich anzumelden.", true)).toEqual([
      "Sie können das Formular online ausfüllen.",
      "Sie müssen sich dafür nicht anmelden.",
    ]);
  });

  it("leaves whole what a negation cannot say plainly", () => {
    for (const sentence of [
      "Die Ärztin hat ihm geholfen, ohne Geld zu verlangen.",
      "Er verließ das Haus, ohne etwas Geld mitzunehmen.",
      "Er kam nicht, ohne uns anzurufen.",
      "Geh nicht, ohne dich abzumelden.",
      // An ability, not a choice: no "müssen".
      "Er kann schwimmen, ohne unterzugehen.",
      "Sie konnte die Prüfung bestehen, ohne einen Fehler zu machen.",
      // "Sie" in a text that does not address its reader: "they".
      "Sie können kündigen, ohne einen Grund zu nennen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a leading 'Ohne … zu'", () => {
  it("puts the main clause first in subject-verb order, then what did not happen", () => {
    expect(split("Ohne zu zögern, sprang er ins Wasser.")).toEqual([
      "Er sprang ins Wasser.",
      "Er zögerte dabei nicht.",
    ]);
    expect(split("Ohne sich zu verabschieden, verließ die Frau das Haus.")).toEqual([
      "Die Frau verließ das Haus.",
      "Die Frau verabschiedete sich dabei nicht.",
    ]);
    expect(split("Ohne die Frist zu beachten, haben Sie Widerspruch eingelegt.", true)).toEqual([
      "Sie haben Widerspruch eingelegt.",
      "Sie beachteten die Frist dabei nicht.",
    ]);
  });

  it("negates an indefinite object with 'kein'", () => {
    expect(split("Ohne ein Wort zu sagen, ging sie hinaus.")).toEqual([
      "Sie ging hinaus.",
      "Sie sagte dabei kein Wort.",
    ]);
  });

  it("stays whole with a negated or modal main clause", () => {
    for (const sentence of ["Ohne die Unterlagen einzureichen, können wir den Antrag nicht bearbeiten."])
      expect(split(sentence, true)).toEqual([sentence]);
  });
});
