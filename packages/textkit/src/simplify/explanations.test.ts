// Glossary explanations the simplifier adds after sentences: which entry, in which words, where.
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string) => simplifyText(text, { level: "leicht" }).simplified_text;
const einfach = (text: string) => simplifyText(text, { level: "einfach" }).simplified_text;

describe("an explanation keeps the term it explains", () => {
  it("stands as written when the rewrite would lose the term", () => {
    // "Der Sach·verhalt ist das, was passiert ist." became "Etwas ist passiert." / "Der Sach·verhalt ist das.".
    expect(leicht("Der Sachverhalt ist klar.")).toBe(
      "Der Sachverhalt ist klar.\nDer Sach·verhalt ist das, was passiert ist.",
    );
  });

  it("is left out when the rewrite would lose the term and the text breaks a rule as written", () => {
    // "Ein Ausländer ist ein Mensch, wenn er sich außerhalb des eigenen Landes befindet." became
    // "Vielleicht befindet er sich außerhalb vom eigenen Land." / "Dann ist ein Ausländer ein Mensch.".
    expect(leicht("Ein Ausländer kam in die Stadt.")).toBe("Ein Ausländer ist in die Stadt gekommen.");
  });

  it("keeps a rewrite that still names the term", () => {
    // The relative clause splits; the first line still defines Brot.
    expect(leicht("Wir essen Brot.")).toBe(
      "Wir essen Brot.\nBrot ist ein Lebensmittel.\nMan backt das Lebensmittel.",
    );
    // A definition by a derived word is no lost term: "Ein befristeter Vertrag endet …".
    expect(einfach("Ihr Vertrag hat eine Befristung.")).toContain("Ein befristeter Vertrag endet");
    // Own entries say it without a clause to split: "Zahn·ersatz ersetzt einen fehlenden Zahn."
    expect(leicht("Ich brauche Zahnersatz.")).toContain("Zahn·ersatz ersetzt einen fehlenden Zahn.");
  });
});
