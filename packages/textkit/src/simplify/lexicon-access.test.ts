import { describe, expect, it } from "vitest";
import { readingsOf } from "./lexicon-access.ts";

const lemmasOf = (form: string) => readingsOf(form).map((reading) => reading.lemma);

describe("readingsOf", () => {
  it("reads forms the lexicon build adds to the dictionary", () => {
    expect(lemmasOf("vermag")).toEqual(["vermögen", "vermögen"]);
    expect(lemmasOf("tränkst")).toEqual(["tränken"]);
    expect(lemmasOf("hinterblieb")).toContain("hinterbleiben");
    expect(lemmasOf("erschrak")).toContain("erschrecken");
    expect(readingsOf("verdürbe")).toContainEqual(
      expect.objectContaining({ lemma: "verderben", tense: "konjunktiv2", person: 1 }),
    );
  });
});
