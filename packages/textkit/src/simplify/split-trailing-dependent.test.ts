import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("an adverbial clause at the end with a dependent clause after it", () => {
  it("keeps a w-clause with the sentence made of the adverbial clause", () => {
    expect(split("Mein Zeugnis ist wahr, weil ich weiß, woher ich gekommen bin.")).toEqual([
      "Ich weiß die Antwort auf diese Frage:",
      "Woher bin ich gekommen?",
      "Deshalb ist mein Zeugnis wahr.",
    ]);
    // A question made of the dependent clause last keeps its question mark.
    expect(split("Mein Zeugnis ist wahr, denn ich weiß, woher ich gekommen bin.")).toEqual([
      "Mein Zeugnis ist wahr.",
      "Denn ich weiß die Antwort auf diese Frage:",
      "Woher bin ich gekommen?",
    ]);
    expect(split("Ihr seid meine Freunde, wenn ihr tut, was ich euch sage.")).toEqual([
      "Ich sage euch etwas.",
      "Vielleicht tut ihr das.",
      "Dann seid ihr meine Freunde.",
    ]);
  });

  it("finds the clause of a separable verb and takes 'welche' clauses", () => {
    expect(split("Sie bekommen Wohngeld, wenn Sie nachweisen, dass Ihr Einkommen niedrig ist.", ".")).toEqual(
      ["Vielleicht weisen Sie nach:", "Ihr Einkommen ist niedrig.", "Dann bekommen sie Wohngeld."],
    );
    expect(split("Bitte rufen Sie uns an, wenn Sie nicht wissen, welche Unterlagen Sie brauchen.")).toEqual([
      "Vielleicht wissen Sie nicht:",
      "Welche Unterlagen brauchen Sie?",
      "Bitte rufen Sie uns dann an.",
    ]);
  });

  it("keeps the dependent clause with an adverbial clause that comes first", () => {
    expect(split("Weil sie wusste, was mit ihr geschehen war, trat die Frau ängstlich vor.")).toEqual([
      // The kept clause is split on its own (split-complement.ts).
      "Etwas war mit ihr geschehen.",
      "Sie wusste das.",
      "Deshalb trat die Frau ängstlich vor.",
    ]);
    expect(split("Da wir nun wissen, was er will, überreden wir die Menschen.")).toEqual([
      "Er will etwas.",
      "Wir wissen das nun.",
      "Deshalb überreden wir die Menschen.",
    ]);
  });

  it("keeps a relative clause on a noun of the adverbial clause", () => {
    expect(
      split("Ich wollte meinen Sohn zu dir bringen, weil ein Geist in ihm ist, der ihn stumm macht."),
    ).toEqual([
      "Ein Geist ist in ihm, der ihn stumm macht.",
      "Deshalb wollte ich meinen Sohn zu dir bringen.",
    ]);
  });

  it("keeps a relative clause on a noun of a purpose clause with the wish", () => {
    expect(split("Er suchte einen Handwerker, um ein Bild aufzustellen, das nicht wackelt.")).toEqual([
      "Er suchte einen Handwerker.",
      "Er wollte ein Bild aufstellen.",
      "Das Bild wackelt nicht.",
    ]);
    const other = "Er suchte einen Handwerker, um ein Bild zu malen, der gut ist.";
    expect(split(other)).toEqual([other]);
  });

  it("leaves the sentence whole when the relative clause fits no noun of the adverbial clause", () => {
    const sentence = "Ich habe den Mann gefragt, weil ich Hilfe brauchte, der dort stand.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves questions whole", () => {
    expect(split("Warum ist dein Zeugnis wahr, weil du weißt, woher du kommst", "?")).toEqual([
      "Warum ist dein Zeugnis wahr, weil du weißt, woher du kommst?",
    ]);
  });
});
