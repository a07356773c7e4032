import { describe, expect, it } from "vitest";
import { separateCompound } from "./separate-compound.ts";

describe("separateCompound", () => {
  it("separates with a Mediopunkt", () => {
    expect(separateCompound("Einkommensnachweis", "mediopunkt")).toBe("Einkommens·nachweis");
    expect(separateCompound("Bundesministerium", "mediopunkt")).toBe("Bundes·ministerium");
  });

  it("separates with a hyphen and capitalises the next part of a noun", () => {
    expect(separateCompound("Einkommensnachweis", "hyphen")).toBe("Einkommens-Nachweis");
    expect(separateCompound("Rentenversicherungsträger", "hyphen")).toBe("Renten-Versicherungs-Träger");
  });

  it("keeps lexicalised runs together", () => {
    expect(separateCompound("Wohngeldantrag", "mediopunkt")).toBe("Wohngeld·antrag");
  });

  it("leaves the word unchanged for 'none', short words and unknown words", () => {
    expect(separateCompound("Einkommensnachweis", "none")).toBe("Einkommensnachweis");
    expect(separateCompound("Wohngeld", "mediopunkt")).toBe("Wohngeld");
    expect(separateCompound("Haustür", "hyphen")).toBe("Haustür");
    expect(separateCompound("Quarkspeisenwqz", "mediopunkt")).toBe("Quarkspeisenwqz");
    expect(separateCompound("", "hyphen")).toBe("");
  });
});
