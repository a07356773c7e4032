import { describe, expect, it } from "vitest";
import { segmentText } from "./segment.ts";

const sentenceTexts = (text: string): string[] =>
  segmentText(text).sentences.map((sentence) => sentence.text);

describe("segmentText", () => {
  it("does not break at abbreviations", () => {
    const text =
      "Das gilt z. B. für Dr. Müller, Nr. 5 usw. und ca. 3 Tage ggf. länger bzw. kürzer gem. Abs. 2 der Regel.";
    expect(sentenceTexts(text)).toEqual([text]);
  });

  it("does not break at ordinals, dates, times and decimals", () => {
    const text = "Am 1. Januar und am 01.02.2025 um 10:30 Uhr kostet es 3,50 Euro. Danach nicht mehr.";
    expect(sentenceTexts(text)).toEqual([
      "Am 1. Januar und am 01.02.2025 um 10:30 Uhr kostet es 3,50 Euro.",
      "Danach nicht mehr.",
    ]);
  });

  it("ends the sentence after a number when a pronoun or linking word follows, not before a noun", () => {
    expect(
      sentenceTexts("Das ist eine Einladung nach Sozialgesetzbuch 2. Sollten Sie nicht kommen, gilt das."),
    ).toEqual(["Das ist eine Einladung nach Sozialgesetzbuch 2.", "Sollten Sie nicht kommen, gilt das."]);
    expect(
      sentenceTexts(
        "Sie beziehen Bürgergeld nach dem Sozialgesetzbuch 2. Im Rahmen der Prüfung fehlt ein Nachweis.",
      ),
    ).toEqual([
      "Sie beziehen Bürgergeld nach dem Sozialgesetzbuch 2.",
      "Im Rahmen der Prüfung fehlt ein Nachweis.",
    ]);
    expect(sentenceTexts("Er wohnt in Haus 2. Die Miete ist hoch.")).toEqual([
      "Er wohnt in Haus 2.",
      "Die Miete ist hoch.",
    ]);
    // Every preposition of language/prepositions.ts counts ("Um", "Zwischen" …).
    expect(sentenceTexts("Das Kind ist 12. Um 8 Uhr geht es zur Schule.")).toEqual([
      "Das Kind ist 12.",
      "Um 8 Uhr geht es zur Schule.",
    ]);
    expect(sentenceTexts("Am 2. Juni und am 3. Tag kommt er.")).toEqual([
      "Am 2. Juni und am 3. Tag kommt er.",
    ]);
    expect(sentenceTexts("1. Die Miete ist hoch.")).toEqual(["1. Die Miete ist hoch."]);
    expect(sentenceTexts("Mein Sohn ist jetzt 12. Er geht zur Schule.")).toEqual([
      "Mein Sohn ist jetzt 12.",
      "Er geht zur Schule.",
    ]);
    expect(sentenceTexts("Er ist in der 2. Klasse und kommt am 3. Mai.")).toEqual([
      "Er ist in der 2. Klasse und kommt am 3. Mai.",
    ]);
    expect(sentenceTexts("1. Sie füllen den Antrag aus.")).toEqual(["1. Sie füllen den Antrag aus."]);
  });

  it("ends the sentence after a phone extension ('985-0.'), not after a range of ordinals", () => {
    expect(sentenceTexts("Telefon 02331 985-0. Eine Rechtsberatung ist nicht gestattet.")).toEqual([
      "Telefon 02331 985-0.",
      "Eine Rechtsberatung ist nicht gestattet.",
    ]);
    expect(sentenceTexts("Die 3.-5. Klasse kommt am 1.-3. Mai.")).toEqual([
      "Die 3.-5. Klasse kommt am 1.-3. Mai.",
    ]);
  });

  it("keeps URLs and e-mail addresses whole and ends the sentence after them", () => {
    const { sentences } = segmentText(
      "Schreiben Sie an info@amt.de. Oder besuchen Sie https://www.leicht.de/hilfe. Danke!",
    );
    expect(sentences.map((sentence) => sentence.words.at(-1)?.text)).toEqual([
      "info@amt.de",
      "https://www.leicht.de/hilfe",
      "Danke",
    ]);
  });

  it("does not break at ellipses or before lower-case words", () => {
    expect(sentenceTexts("Er ging … und kam zurück. Sie wartete ... dann lachte sie.")).toEqual([
      "Er ging … und kam zurück.",
      "Sie wartete ... dann lachte sie.",
    ]);
    expect(sentenceTexts("„Komm!“, rief sie. Wer? Ich.")).toEqual(["„Komm!“, rief sie.", "Wer?", "Ich."]);
  });

  it("ends a sentence at a line without final punctuation, but joins lines that continue lower case", () => {
    const result = segmentText("Ich gehe heute\nin die Stadt\nDort kaufe ich Brot\n\nNeuer Absatz");
    expect(result.sentences.map((sentence) => sentence.text)).toEqual([
      "Ich gehe heute\nin die Stadt",
      "Dort kaufe ich Brot",
      "Neuer Absatz",
    ]);
    expect(result.paragraphs).toHaveLength(2);
    expect(result.lines).toHaveLength(5);
    expect(result.sentences.map((sentence) => sentence.paragraphIndex)).toEqual([0, 0, 1]);
  });

  it("counts hyphen and Mediopunkt compounds as one word with parts", () => {
    const words = segmentText("Das Bundes·ministerium schickt eine E-Mail.").sentences[0]?.words ?? [];
    expect(words.map((word) => word.text)).toEqual([
      "Das",
      "Bundes·ministerium",
      "schickt",
      "eine",
      "E-Mail",
    ]);
    expect(words[1]?.parts).toEqual(["Bundes", "ministerium"]);
    expect(words[4]?.parts).toEqual(["E", "Mail"]);
  });

  it("gives offsets into the original string for sentences and words", () => {
    const text = "  „Grüße“ an Straße 5.\r\nÜbermorgen geht's los!";
    const { sentences } = segmentText(text);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
      for (const word of sentence.words) expect(text.slice(word.start, word.end)).toBe(word.text);
    }
    expect(sentences.flatMap((sentence) => sentence.words.map((word) => word.text))).toEqual([
      "Grüße",
      "an",
      "Straße",
      "5",
      "Übermorgen",
      "geht's",
      "los",
    ]);
  });

  it("never throws on odd input", () => {
    const odd = [
      "",
      "...!!!",
      "😀😀",
      "日本語のテキスト。これはテスト。",
      "\ud800\udc00\ud800 x \udfff",
      "a".repeat(1_000_000),
      "\n\n\n",
    ];
    for (const text of odd) {
      const result = segmentText(text);
      for (const sentence of result.sentences) expect(sentence.words.length).toBeGreaterThan(0);
    }
    expect(segmentText("").sentences).toEqual([]);
    expect(segmentText("...!!!").sentences).toEqual([]);
    expect(segmentText("a".repeat(1_000_000)).sentences[0]?.words[0]?.end).toBe(1_000_000);
  });
});
