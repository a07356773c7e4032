import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { closingVerbsBack, replaceNegated } from "./split-sondern.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, tokenize } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("nicht X, sondern Y", () => {
  it("repeats the clause with Y in the place of 'nicht X', before the closing verb", () => {
    expect(
      split(
        "Kinder, lasst uns nicht mit Worten und nicht mit der Zunge lieben, sondern in Tat und Wahrheit.",
      ),
    ).toEqual([
      "Kinder, lasst uns nicht mit Worten und nicht mit der Zunge lieben.",
      "Lasst uns in Tat und Wahrheit lieben.",
    ]);
    expect(split("Meine Lehre ist nicht die meine, sondern die Lehre meines Vaters.")).toEqual([
      "Meine Lehre ist nicht die meine.",
      "Meine Lehre ist die Lehre meines Vaters.",
    ]);
  });

  it("leaves 'nicht nur … sondern auch', phrases of another kind and a Y with a verb", () => {
    const replace = (left: string, right: string) =>
      replaceNegated(tokenize(left), tokenize(right))
        ?.map((token) => token.text)
        .join(" ");
    expect(replace("Er kam nicht allein zu den Guten", "auch zu den Schlechten")).toBeUndefined();
    expect(replace("Er kam nicht zu den Guten", "den Schlechten")).toBeUndefined();
    expect(replace("Er kam nicht zu den Guten", "ging zu den Schlechten")).toBeUndefined();
    expect(replace("Er kam nicht zu den Guten", "zu den Schlechten")).toBe("Er kam zu den Schlechten");
  });
});

describe("closingVerbsBack", () => {
  it("moves the verb forms after Y to the left side, so both sides are clauses of their own", () => {
    // Was "Er muss nicht nur die Miete." / "Auch die Heizkosten zahlen." (no finite verb).
    expect(split("Er muss nicht nur die Miete, sondern auch die Heizkosten zahlen.")).toEqual([
      "Er muss die Miete zahlen.",
      "Er muss auch die Heizkosten zahlen.",
    ]);
    // The point of a date is no boundary (was "Sie müssen bis zum 1. Mai nicht nur die Miete." /
    // "Auch die Nebenkosten zahlen.").
    expect(
      split("Sie müssen bis zum 1. Mai nicht nur die Miete, sondern auch die Nebenkosten zahlen."),
    ).toEqual([
      "Sie müssen bis zum 1. Mai die Miete zahlen.",
      "Sie müssen bis zum 1. Mai auch die Nebenkosten zahlen.",
    ]);
    expect(split("Er hat nicht den Antrag, sondern den Brief geschickt.")).toEqual([
      "Er hat nicht den Antrag geschickt.",
      "Er hat den Brief geschickt.",
    ]);
  });

  it("leaves Y alone when the left side closes itself or nothing but verbs follows 'sondern'", () => {
    const back = (left: string, right: string) => {
      const moved = closingVerbsBack(tokenize(left), tokenize(right));
      return [moved.left, moved.replacement].map((tokens) => tokens.map((token) => token.text).join(" "));
    };
    expect(back("Er hat nicht gearbeitet", "den Brief geschrieben")).toEqual([
      "Er hat nicht gearbeitet",
      "den Brief geschrieben",
    ]);
    expect(back("Er hat nicht gearbeitet", "geschlafen")).toEqual(["Er hat nicht gearbeitet", "geschlafen"]);
    expect(back("Er muss nicht nur die Miete", "auch die Heizkosten zahlen")).toEqual([
      "Er muss nicht nur die Miete zahlen",
      "auch die Heizkosten",
    ]);
  });
});

describe("a duty and a separable particle", () => {
  it("keeps 'muss nicht X, sondern Y' whole: 'muss nicht' alone would lift the duty", () => {
    // Was "Der Antrag muss nicht bei uns gestellt werden." ("need not" for "must, elsewhere").
    expect(split("Der Antrag muss nicht bei uns, sondern beim Jobcenter gestellt werden.")).toHaveLength(1);
    expect(split("Sie brauchen nicht bei uns, sondern beim Jobcenter anzurufen.")).toHaveLength(1);
    expect(
      simplifyText(
        "Wir teilen Ihnen mit, dass der Antrag nicht bei uns, sondern beim Jobcenter gestellt werden muss.",
        { level: "leicht", explanations: "none" },
      ).simplified_text,
    ).toContain("Der Antrag muss nicht bei uns, sondern beim Jobcenter gestellt werden.");
    expect(split("Sie dürfen nicht bei uns, sondern beim Jobcenter anrufen.")).toEqual([
      "Sie dürfen nicht bei uns anrufen.",
      "Sie dürfen beim Jobcenter anrufen.",
    ]);
  });

  it("moves the particle of the verb back like a closing verb form", () => {
    // Was "Der Termin findet nicht am Montag." (the particle "statt" was lost).
    expect(split("Der Termin findet nicht am Montag, sondern am Dienstag statt.")).toEqual([
      "Der Termin findet nicht am Montag statt.",
      "Der Termin ist am Dienstag.",
    ]);
    expect(split("Wir nehmen nicht den Hund, sondern die Katze mit.")).toEqual([
      "Wir nehmen nicht den Hund mit.",
      "Wir nehmen die Katze mit.",
    ]);
    // In a dass clause, too (was "Der Termin findet nicht am Montag.").
    expect(
      simplifyText(
        "Wir teilen Ihnen mit, dass der Termin nicht am Montag, sondern am Dienstag stattfindet.",
        {
          level: "leicht",
          explanations: "none",
        },
      ).simplified_text,
    ).toContain("Der Termin findet nicht am Montag statt.");
    // Adverbs are no phrases of a kind: unchanged.
    expect(split("Wir rufen nicht heute, sondern morgen an.")).toHaveLength(1);
  });
});

describe("a noun shared after Y", () => {
  it("keeps 'nicht am Montag, sondern am Dienstag Zeit' whole: 'Zeit' belongs to both sides", () => {
    // Was "Sie haben nicht am Montag." / "Sie haben am Dienstag Zeit."
    expect(split("Sie haben nicht am Montag, sondern am Dienstag Zeit.")).toEqual([
      "Sie haben nicht am Montag, sondern am Dienstag Zeit.",
    ]);
    // X ending in a preposition or an adjective shares what follows Y (was "Die Kosten liegen nicht
    // über." / "Wir prüfen nicht den alten.").
    expect(split("Die Kosten liegen nicht über, sondern unter 100 Euro.")).toHaveLength(1);
    expect(split("Wir prüfen nicht den alten, sondern den neuen Antrag.")).toHaveLength(1);
    // A noun phrase after the first phrase of Y is the object of both sides (was "Sie können bei
    // uns beantragen." / "Sie müssen nicht bei uns stellen.").
    expect(
      split("Sie können nicht nur bei uns, sondern auch beim Bürgeramt einen neuen Ausweis beantragen."),
    ).toEqual(["Sie können nicht nur bei uns, sondern auch beim Bürgeramt einen neuen Ausweis beantragen."]);
    expect(
      split("Sie müssen nicht bei uns, sondern bei der Krankenkasse den Antrag auf Pflegegeld stellen."),
    ).toHaveLength(1);
    expect(split("Wir zahlen nicht am Montag, sondern am Dienstag die Miete.")).toHaveLength(1);
    // A genitive or a prepositional phrase goes on the first phrase of Y.
    expect(split("Er hat nicht den Antrag, sondern den Brief des Amtes in Berlin geschickt.")).toEqual([
      "Er hat nicht den Antrag geschickt.",
      "Er hat den Brief des Amtes in Berlin geschickt.",
    ]);
    // The polite "Ihren" opens the phrase, it is no noun (was kept whole: "Vermieter" read as a
    // second noun).
    expect(split("Wir überweisen das Geld nicht an Sie, sondern an Ihren Vermieter.")).toEqual([
      "Wir überweisen das Geld nicht an Sie.",
      "Wir überweisen das Geld an Ihren Vermieter.",
    ]);
    expect(
      split("Sie können nicht nur bei uns, sondern auch bei Ihrer Krankenkasse einen Antrag stellen."),
    ).toHaveLength(1);
    // A title and its name are one phrase.
    expect(split("Er sprach nicht mit dem Volk, sondern mit Herrn Müller.")).toEqual([
      "Er sprach nicht mit dem Volk.",
      "Er sprach mit Herrn Müller.",
    ]);
  });
});

const ask = (sentence: string): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end: "?" }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("whyNotButQuestion", () => {
  it("asks 'Warum' once for each verb of 'nicht A, sondern B'", () => {
    expect(
      ask(
        "Warum halten deine Jünger sich nicht an die Traditionen der Alten, sondern essen das Brot mit unreinen Händen",
      ),
    ).toEqual([
      "Warum halten deine Jünger sich nicht an die Traditionen der Alten?",
      "Warum essen deine Jünger das Brot mit unreinen Händen?",
    ]);
    expect(ask("Warum kommst du nicht zu uns, sondern bleibst zu Hause")).toEqual([
      "Warum kommst du nicht zu uns?",
      "Warum bleibst du zu Hause?",
    ]);
  });

  it("keeps a verb that hangs on a modal, a verb-less B and other questions whole", () => {
    expect(ask("Warum wollen sie nicht essen, sondern trinken den ganzen Tag")).toHaveLength(1);
    expect(ask("Warum zahlt ihr nicht die Miete, sondern die Heizkosten")).toHaveLength(1);
    expect(ask("Wer hält sich nicht an die Regeln, sondern isst mit unreinen Händen")).toHaveLength(1);
  });
});
