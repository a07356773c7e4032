import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("two relative clauses on one noun, joined by 'und'", () => {
  it("makes each clause a sentence with the antecedent in the pronoun's case", () => {
    expect(
      split("Sie bekommen eine Leistung, die Ihnen hilft und die Sie nicht zurückzahlen müssen."),
    ).toEqual([
      "Sie bekommen eine Leistung.",
      "Die Leistung hilft Ihnen.",
      "Sie müssen die Leistung nicht zurückzahlen.",
    ]);
    expect(split("Ich danke dem Mann, der mir half und den ich kaum kannte.", false)).toEqual([
      "Ich danke dem Mann.",
      "Der Mann half mir.",
      "Ich kannte den Mann kaum.",
    ]);
    expect(split("Das ist das Haus, das mir gehört und in dem ich wohne.", false)).toEqual([
      "Das ist das Haus.",
      "Das Haus gehört mir.",
      "Ich wohne in dem Haus.",
    ]);
  });

  it("puts the content first when the antecedent is the subject", () => {
    expect(split("Der Mann, der kam und dem ich half, war alt.", false)).toEqual([
      "Der Mann kam.",
      "Ich half dem Mann.",
      "Der Mann war alt.",
    ]);
    expect(split("Eine Frau, die hier wohnt und die ich kenne, hat angerufen.", false)).toEqual([
      "Eine Frau wohnt hier.",
      "Ich kenne die Frau.",
      "Die Frau hat angerufen.",
    ]);
  });

  it("does not read an article of the second verb's object as a pronoun", () => {
    const kept = [
      "Ich kenne die Frau, die hier wohnt und die Kinder liebt.",
      "Das ist der Mann, der kam und die Tür öffnete.",
      "Ich sah den Mann, der kam und die schönen Bilder malte.",
    ];
    for (const sentence of kept) expect(split(sentence, false)).toEqual([sentence]);
  });

  it("keeps 'oder', pronouns of another gender and restricted bare plurals", () => {
    const kept = [
      "Ich sah den Mann, der kam oder der ging.",
      "Ich sah den Mann, der kam und die ich kenne.",
      "Familien, die Kinder haben und die wenig verdienen, bekommen Geld.",
    ];
    for (const sentence of kept) expect(split(sentence, false)).toEqual([sentence]);
  });

  it("takes a second relative clause right after the first one as a pair on the same noun", () => {
    expect(split("Die Frau, die hier wohnt, die ich kenne, ist krank.", false)).toEqual([
      "Die Frau wohnt hier.",
      "Ich kenne die Frau.",
      "Die Frau ist krank.",
    ]);
    expect(split("Sie bekommen eine Leistung, die Ihnen hilft, die Sie nicht zurückzahlen müssen.")).toEqual([
      "Sie bekommen eine Leistung.",
      "Die Leistung hilft Ihnen.",
      "Sie müssen die Leistung nicht zurückzahlen.",
    ]);
  });

  it("leaves a second clause that fits a noun inside the first one to that noun", () => {
    expect(split("Er sprach mit einem Mann, der aus der Stadt kam, die sehr groß war.", false)).toEqual([
      "Er sprach mit einem Mann.",
      "Der Mann kam aus der Stadt.",
      "Die Stadt war sehr groß.",
    ]);
    const kept = "Ich sah den Mann, der kam, die ich kenne.";
    expect(split(kept, false)).toEqual([kept]);
  });

  it("also when 'und' follows the comma, but not before a coordinated noun phrase", () => {
    expect(split("Ich kenne die Frau, die hier wohnt, und die ich sehr mag.", false)).toEqual([
      "Ich kenne die Frau.",
      "Die Frau wohnt hier.",
      "Ich mag die Frau sehr.",
    ]);
    const kept = "Die Frau, die hier wohnt, und der Mann, der dort wohnt, sind krank.";
    expect(split(kept, false)).toEqual([kept]);
  });

  it("not when another 'und' or an adjective before a noun could mislead the split", () => {
    for (const sentence of [
      "Durch Hilfen der Sowjetunion, die auf Reparationen verzichtete und die verbliebenen Gesellschaften in Betriebe umwandelte, kam es zu einer Entspannung.",
      "Demnach waltet ein göttlicher Plan im Universum, der zum Wohle des Ganzen und zu allgemeiner Harmonie tendiert und in dem jedes Ereignis seinen Platz hat.",
      // "verfügen (kann)": the verb that agrees with "ein Subjekt" is left out.
      "Als explizit gelten Wissensinhalte, über die ein Subjekt bewusst verfügen und die es vielleicht auch sprachlich ausdrücken kann.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});
