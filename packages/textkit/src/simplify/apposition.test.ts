import { describe, expect, it } from "vitest";
import { takeAppositions } from "./apposition.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const take = (sentence: string): string[] => {
  const tokens = clauseTokens(sentence, false);
  const statements = takeAppositions(tokens);
  return [renderTokens(tokens), ...statements.map((statement) => renderTokens(statement))];
};

describe("takeAppositions", () => {
  it("makes an apposition after a name its own statement", () => {
    expect(take("Da starb Elimelech, der Mann Noomis, und sie blieb mit ihren Söhnen zurück")).toEqual([
      "Da starb Elimelech, und sie blieb mit ihren Söhnen zurück",
      "Elimelech war der Mann Noomis",
    ]);
    expect(
      take("Und Abram nahm Sarai, seine Frau, und Lot, den Sohn von seinem Bruder, und alle Güter"),
    ).toEqual([
      "Und Abram nahm Sarai und Lot und alle Güter",
      "Sarai war seine Frau",
      "Lot war der Sohn von seinem Bruder",
    ]);
    expect(
      take("Bitte wenden Sie sich an Herrn Meier, den Leiter der Abteilung, wenn Sie Fragen haben"),
    ).toEqual([
      "Bitte wenden Sie sich an Herrn Meier, wenn Sie Fragen haben",
      "Herr Meier ist der Leiter der Abteilung",
    ]);
    expect(take("Andreas, der Bruder des Simon Petrus, war einer von den beiden")).toEqual([
      "Andreas war einer von den beiden",
      "Andreas war der Bruder des Simon Petrus",
    ]);
  });

  it("keeps addresses, nouns, relative clauses, plural or unclear phrases and nested names", () => {
    // "dem König von Israel" after Joasch may describe Jerobeam: the chain stays whole.
    for (const sentence of [
      "Simon, mein Freund, komm her",
      "Bitte wenden Sie sich an das Jobcenter Berlin, Ihren Ansprechpartner, wenn Sie Fragen haben",
      "Ich danke dir, Petrus, mein Freund, für alles",
      "Du wirst den Herrn, deinen Gott, lieben",
      "Er sah Rut, die Frau, die zurückkehrte",
      "Er kam zu Jerobeam, dem Sohn von Joasch, dem König von Israel",
      "Er rief Maria, die Kinder, und die Nachbarn",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
  });

  it("puts the statement after the clause that names the person, before a colon", () => {
    const out = simplifyText(
      "Im Vorbeigehen sah er Levi, den Sohn von Alphäus, an der Zollstelle sitzen und sagte zu ihm:",
      {
        level: "leicht",
        explanations: "none",
      },
    );
    expect(out.simplified_text.split("\n")[1]).toBe("Levi war der Sohn von Alphäus.");
  });
});
