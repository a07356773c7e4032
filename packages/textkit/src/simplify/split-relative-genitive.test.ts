import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("genitive relative clauses (dessen, deren)", () => {
  it("makes the owned noun the subject and adds the owner with 'von'", () => {
    expect(split("Der Mann, dessen Auto gestohlen wurde, hat die Polizei gerufen.")).toEqual([
      "Das Auto von dem Mann wurde gestohlen.",
      "Der Mann hat die Polizei gerufen.",
    ]);
    expect(split("Wir helfen der Frau, deren Sohn krank ist.")).toEqual([
      "Wir helfen der Frau.",
      "Der Sohn von der Frau ist krank.",
    ]);
    expect(split("Das Haus, dessen Dach von einem Sturm beschädigt wurde, ist alt.")).toEqual([
      "Das Dach von dem Haus wurde von einem Sturm beschädigt.",
      "Das Haus ist alt.",
    ]);
  });

  it("restricts a bare plural with 'manche' and an indefinite owner with 'ein'", () => {
    expect(split("Kinder, deren Eltern arbeiten, können in die Kita gehen.")).toEqual([
      "Die Eltern von manchen Kindern arbeiten.",
      "Diese Kinder können in die Kita gehen.",
    ]);
    expect(split("Ein Mann, dessen Auto gestohlen wurde, hat angerufen.")).toEqual([
      "Das Auto von einem Mann wurde gestohlen.",
      "Der Mann hat angerufen.",
    ]);
  });

  it("reads the polite 'Ihr-' inside a prepositional phrase as its determiner", () => {
    expect(split("Sie erhalten Leistungen, deren Höhe sich nach Ihrem Einkommen richtet.")).toEqual([
      "Sie erhalten Leistungen.",
      "Die Höhe von den Leistungen richtet sich nach Ihrem Einkommen.",
    ]);
  });

  it("stays whole when the owned noun may be an object or the clause has another subject", () => {
    for (const sentence of [
      "Das Kind, dessen Eltern Ihre Nachbarn sind, ist krank.",
      "Die Firma, deren Chef ich kenne, ist groß.",
      "Die Frau, deren Mutter ich geholfen habe, wohnt hier.",
      "Der Mann, dessen Sohn das Auto gekauft hat, wohnt hier.",
      "Das sind Worte, deren Klang man nicht hört.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("relative clauses in the Konjunktiv II stay whole", () => {
  it.each(["Ich suche eine Wohnung, die billig wäre.", "Wir brauchen einen Mann, der das machen würde."])(
    "%s",
    (sentence) => {
      expect(split(sentence, false)).toEqual([sentence]);
    },
  );
});
