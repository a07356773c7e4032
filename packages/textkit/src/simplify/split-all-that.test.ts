import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a 'was' clause after 'alles'/'das' inside a longer sentence", () => {
  it("puts the content before the sentence with the pronoun ('das alles')", () => {
    expect(split("Gott sah, dass alles, was er gemacht hatte, sehr gut war.")).toEqual([
      "Gott sah:",
      "Er hatte etwas gemacht.",
      "Das alles war sehr gut.",
    ]);
    expect(split("Wir teilen Ihnen mit, dass alles, was Sie geschickt haben, angekommen ist.", true)).toEqual(
      ["Wir teilen Ihnen mit:", "Sie haben etwas geschickt.", "Das alles ist angekommen."],
    );
  });

  it("before a last segment that goes on with the host's verb ('und gib …', 'und rufen Sie …')", () => {
    expect(split("Verkaufe alles, was du hast, und gib den Erlös den Armen.")).toEqual([
      "Du hast etwas.",
      "Verkaufe das alles.",
      "Gib den Erlös den Armen.",
    ]);
    expect(
      split("Bitte lesen Sie alles, was wir Ihnen geschickt haben, und rufen Sie uns dann an.", true),
    ).toEqual([
      "Wir haben Ihnen etwas geschickt.",
      "Bitte lesen Sie das alles.",
      "Bitte rufen Sie uns dann an.",
    ]);
    // A condition with sein after "alles" stays; "und es gefiel ihm" has a subject of its own.
    for (const sentence of [
      "Wir erstatten alles, was angemessen ist, und zahlen Ihnen den Betrag aus.",
      "Er sah das, was geschah, und es gefiel ihm.",
    ])
      expect(split(sentence, true).join(" ")).not.toContain("etwas");
  });

  it("keeps the rest whole when it does not split", () => {
    expect(split("Ich glaube nicht, dass das, was sie getan hatte, gut war.")).toEqual([
      "Sie hatte etwas getan.",
      "Ich glaube nicht, dass das gut war.",
    ]);
    // A lone "das" opens the dass clause's statement, as "das alles" does.
    expect(split("Er sagte, dass das, was sie getan hatte, gut war.")).toEqual([
      "Er sagte:",
      "Sie hatte etwas getan.",
      "Das war gut.",
    ]);
  });

  it("splits a rest with a second verb after 'und' ('aufgegeben und sind dir nachgefolgt')", () => {
    expect(split("Siehe, wir haben alles, was wir besaßen, aufgegeben und sind dir nachgefolgt.")).toEqual([
      "Siehe, wir besaßen etwas.",
      "Wir haben das alles aufgegeben.",
      "Wir sind dir nachgefolgt.",
    ]);
  });

  it("leaves a copula after 'alles', a host that goes on with a clause, and questions", () => {
    for (const sentence of [
      // "Etwas ist auf der Erde." would name one thing.
      "Er sah, dass alles, was auf der Erde ist, gut war.",
      // "was" is no relative after a noun.
      "Er sah, dass der Mann, was er nicht glaubte, krank war.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
