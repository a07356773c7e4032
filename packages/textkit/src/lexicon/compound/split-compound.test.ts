import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitCompound } from "./split-compound.ts";

/** jWordSplitter's gold list: one word per line, parts separated by ", " (CC BY-SA 4.0). */
function readGoldSplits(): string[] {
  const text = readFileSync(new URL("../../../fixtures/test-de-large.txt", import.meta.url), "utf8");
  return text.split("\n").filter((line) => line.length > 0);
}

describe("splitCompound", () => {
  it("matches >= 97 % of the 4,433 gold splits of test-de-large.txt exactly", () => {
    const gold = readGoldSplits().filter((line) => !line.includes("-"));
    const correct = gold.filter((line) => splitCompound(line.replaceAll(", ", "")).join(", ") === line);
    const accuracy = correct.length / gold.length;
    console.info(
      `splitCompound gold accuracy: ${correct.length}/${gold.length} = ${(accuracy * 100).toFixed(2)} %`,
    );
    expect(gold.length).toBe(4433);
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
  });

  it("keeps the linking s on the left part, as it appears in the word", () => {
    expect(splitCompound("Einkommensnachweis")).toEqual(["Einkommens", "nachweis"]);
    expect(splitCompound("Eingliederungshilfe")).toEqual(["Eingliederungs", "hilfe"]);
    expect(splitCompound("Bundesministerium")).toEqual(["Bundes", "ministerium"]);
    // Our exception: not "Antrags" + "teller".
    expect(splitCompound("Antragsteller")).toEqual(["Antrag", "steller"]);
    expect(splitCompound("Antragstellern")).toEqual(["Antrag", "stellern"]);
  });

  it("gives a feminine person noun the joints of its masculine agent noun", () => {
    expect(splitCompound("Antragstellerin")).toEqual(["Antrag", "stellerin"]);
    expect(splitCompound("Antragstellerinnen")).toEqual(["Antrag", "stellerinnen"]);
    expect(splitCompound("Leistungsempfängerin")).toEqual(["Leistungs", "empfängerin"]);
    expect(splitCompound("Nobelpreisträgerin")).toEqual(["Nobel", "preisträgerin"]);
    // Fewer parts as the word stands win (the gold list: Schwimm|weltmeisterin).
    expect(splitCompound("Schwimmweltmeisterin")).toEqual(["Schwimm", "weltmeisterin"]);
    // The masculine stays whole, so does the feminine; "-in" of no agent noun is no ending.
    for (const word of [
      "Einwohnerin",
      "Vermieterin",
      "Mitarbeiterinnen",
      "Informatikerinnen",
      "Nitroglycerin",
    ])
      expect(splitCompound(word), word).toEqual([word]);
  });

  it("knows office words the jWordSplitter list lacks (our additions)", () => {
    expect(splitCompound("Rechtsbehelfsbelehrung")).toEqual(["Rechtsbehelfs", "belehrung"]);
    expect(splitCompound("Widerrufsbelehrung")).toEqual(["Widerrufs", "belehrung"]);
    expect(splitCompound("Staatsangehörigkeit")).toEqual(["Staats", "angehörigkeit"]);
    expect(splitCompound("Mutterschaftsgeld")).toEqual(["Mutterschafts", "geld"]);
    expect(splitCompound("Lastschriftmandat")).toEqual(["Lastschrift", "mandat"]);
    expect(splitCompound("Urkundsbeamten")).toEqual(["Urkunds", "beamten"]);
    expect(splitCompound("Antragstellende")).toEqual(["Antrag", "stellende"]);
    for (const word of ["Lastschrift", "Lastschriften", "Rechtsbehelf", "Belehrungen", "Zugehörigkeit"])
      expect(splitCompound(word), word).toEqual([word]);
  });

  it("gives an s between two parts to the head when the left part is a word without it", () => {
    // "Radios" and "Endungen" are words too, but Radio|sendungen is the compound.
    expect(splitCompound("Radiosendungen")).toEqual(["Radio", "sendungen"]);
    expect(splitCompound("Apfelsorten")).toEqual(["Apfel", "sorten"]);
    expect(splitCompound("Motorsteuerung")).toEqual(["Motor", "steuerung"]);
    // The genitive -es stays a linking element, and no second s is read as one.
    expect(splitCompound("Bundesamtes")).toEqual(["Bundes", "amtes"]);
    expect(splitCompound("Meerestieren")).toEqual(["Meeres", "tieren"]);
    expect(splitCompound("Lebensspanne")).toEqual(["Lebens", "spanne"]);
    expect(splitCompound("Zwangssteuerung")).toEqual(["Zwangs", "steuerung"]);
  });

  it("keeps linking -n- and -en- on the left part", () => {
    expect(splitCompound("Krankenversicherung")).toEqual(["Kranken", "versicherung"]);
    expect(splitCompound("Schwerbehindertenausweis")).toEqual(["Schwer", "behinderten", "ausweis"]);
  });

  it("does not split lexicalised compounds", () => {
    for (const word of [
      "Wohngeld",
      "Bahnhof",
      "Frühstück",
      "Urlaub",
      "Zeitung",
      "Krankenhaus",
      "Wochenende",
    ]) {
      expect(splitCompound(word)).toEqual([word]);
    }
  });

  it("gives the smallest parts by default and keeps lexicalised runs on request", () => {
    expect(splitCompound("Wohngeldantrag")).toEqual(["Wohn", "geld", "antrag"]);
    expect(splitCompound("Wohngeldantrag", { keepLexicalisedRuns: true })).toEqual(["Wohngeld", "antrag"]);
  });

  it("prefers a joint at a capital letter inside the word", () => {
    expect(splitCompound("FußballStürmer")).toEqual(["Fuß", "ball", "Stürmer"]);
  });

  it("returns simple, unknown, hyphenated and odd input whole", () => {
    expect(splitCompound("Haus")).toEqual(["Haus"]);
    expect(splitCompound("Xylqwertzbrmpf")).toEqual(["Xylqwertzbrmpf"]);
    expect(splitCompound("PLO-Terroristen")).toEqual(["PLO-Terroristen"]);
    expect(splitCompound("2024er")).toEqual(["2024er"]);
    expect(splitCompound("🙂🙂🙂")).toEqual(["🙂🙂🙂"]);
    expect(splitCompound("")).toEqual([]);
    expect(splitCompound("a".repeat(100_000))).toEqual(["a".repeat(100_000)]);
  });
});

describe("splitCompound on long dictionary words", () => {
  it("shows the joints of a long word that the dictionary holds whole", () => {
    expect(splitCompound("Schwiegertochter")).toEqual(["Schwieger", "tochter"]);
    expect(splitCompound("Selbstbestimmung")).toEqual(["Selbst", "bestimmung"]);
    expect(splitCompound("Schriftgelehrten")).toEqual(["Schrift", "gelehrten"]);
  });

  it("keeps suffixes, verb particles and short dictionary words whole", () => {
    expect(splitCompound("Informatikerinnen")).toEqual(["Informatikerinnen"]);
    expect(splitCompound("Zurückstellens")).toEqual(["Zurückstellens"]);
    expect(splitCompound("Schwangerschaft")).toEqual(["Schwangerschaft"]);
    expect(splitCompound("Barmherzigkeit")).toEqual(["Barmherzigkeit"]);
  });
});
