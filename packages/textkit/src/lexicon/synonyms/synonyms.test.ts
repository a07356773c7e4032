import { describe, expect, it } from "vitest";
import { parseThesaurusTerm } from "./openthesaurus.ts";
import { simplerSynonym } from "./simpler-synonym.ts";
import { synonymEntriesOf, synonymsOf } from "./synonyms-of.ts";

describe("parseThesaurusTerm", () => {
  it("strips labels and keeps them apart", () => {
    expect(parseThesaurusTerm("Kernspaltung (fachspr., technisch)")).toEqual({
      term: "Kernspaltung",
      labels: ["fachspr.", "technisch"],
    });
    expect(parseThesaurusTerm("(sich) hinwegsetzen (über)")).toEqual({
      term: "hinwegsetzen",
      labels: ["sich", "über"],
    });
  });
});

describe("synonymsOf", () => {
  it("lists plain synonyms, most frequent first, without labels", () => {
    const synonyms = synonymsOf("erforderlich");
    expect(synonyms.slice(0, 2)).toEqual(["nötig", "notwendig"]);
    expect(synonyms.every((term) => !term.includes("("))).toBe(true);
  });

  it("drops colloquial, old, technical and elevated terms but flags them in synonymEntriesOf", () => {
    expect(synonymsOf("abfahren")).not.toContain("abdampfen");
    const flagged = synonymEntriesOf("abfahren").find((entry) => entry.term === "abdampfen");
    expect(flagged).toMatchObject({ labels: ["ugs."], isMarked: true });
  });

  it("returns [] for unknown and odd input", () => {
    expect(synonymsOf("Qwzrtx")).toEqual([]);
    expect(synonymsOf("")).toEqual([]);
  });
});

describe("simplerSynonym", () => {
  it("offers a more frequent word of the same class", () => {
    expect(simplerSynonym("erhalten")).toBe("bekommen");
    expect(simplerSynonym("benötigen")).toBe("brauchen");
    expect(simplerSynonym("erforderlich")).toBe("nötig");
    expect(simplerSynonym("Mediziner")).toBe("Arzt");
    expect(["nutzen", "benutzen"]).toContain(simplerSynonym("verwenden"));
  });

  it("offers nothing for words that are already simple or have no safe synonym", () => {
    expect(simplerSynonym("Arzt")).toBeUndefined();
    expect(simplerSynonym("Haus")).toBeUndefined();
    expect(simplerSynonym("gehen")).toBeUndefined();
  });

  it("never offers a light verb from another sense", () => {
    expect(simplerSynonym("gewähren")).not.toBe("lassen");
    expect(simplerSynonym("ermöglichen")).not.toBe("lassen");
  });

  it("returns undefined for unknown and odd input", () => {
    expect(simplerSynonym("Qwzrtx")).toBeUndefined();
    expect(simplerSynonym("")).toBeUndefined();
    expect(simplerSynonym("zwei Wörter")).toBeUndefined();
  });
});
