import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string): string[] =>
  splitSentence(
    { tokens: clauseTokens(sentence, false), end: sentence.at(-1) ?? "." },
    { formal: false, variant: 0 },
  ).map((clause) => renderTokens(clause.tokens) + clause.end);

describe("sententialRelative: a clause about the whole main clause", () => {
  it("points back with 'Darüber' or 'Das'", () => {
    expect(split("Jesus gab aber keine Antwort mehr, worüber Pilatus sich wunderte.")).toEqual([
      "Jesus gab aber keine Antwort mehr.",
      "Darüber wunderte Pilatus sich.",
    ]);
    expect(split("Er kam zu spät, was mich sehr ärgerte.")).toEqual([
      "Er kam zu spät.",
      "Das ärgerte mich sehr.",
    ]);
    expect(split("Sie lachte laut, worüber alle staunten.")).toEqual([
      "Sie lachte laut.",
      "Darüber staunten alle.",
    ]);
  });

  it("takes 'weshalb' also after a main clause ending in its verb", () => {
    expect(split("Die Miete steigt, weshalb viele umziehen.")).toEqual([
      "Die Miete steigt.",
      "Deshalb ziehen viele um.",
    ]);
    expect(split("Ich weiß, weshalb er geht.")).not.toContain("Deshalb geht er.");
  });

  it("takes 'weshalb' after a noun and after a verb that takes no question", () => {
    expect(
      split("Seit dem 1. Januar gilt ein neues Verfahren, weshalb sich die Höhe der Steuer verändert hat."),
    ).toEqual([
      "Seit dem 1. Januar gilt ein neues Verfahren.",
      "Deshalb hat sich die Höhe der Steuer verändert.",
    ]);
    expect(
      split("Das Amt hat den Antrag zu spät bekommen, weswegen wir ihn nicht mehr prüfen können."),
    ).toEqual(["Das Amt hat den Antrag zu spät bekommen.", "Deswegen können wir ihn nicht mehr prüfen."]);
  });

  it("takes 'wobei' as 'Dabei', also after a noun, not after a negation or a verb that takes a question", () => {
    expect(
      split("Sie können den Antrag online stellen, wobei Sie den Fahrzeugschein hochladen müssen."),
    ).toEqual(["Sie können den Antrag online stellen.", "Dabei müssen Sie den Fahrzeugschein hochladen."]);
    expect(split("Er half uns beim Umzug, wobei er sich am Rücken verletzte.")).toEqual([
      "Er half uns beim Umzug.",
      "Dabei verletzte er sich am Rücken.",
    ]);
    for (const sentence of [
      "Es gibt keine Arbeit, wobei er helfen kann.",
      "Ich weiß nicht, wobei er uns helfen kann.",
      // "wobei" as "however" (second review: "Dabei helfen wir Ihnen gern." contradicted the refusal).
      "Wir können den Antrag nicht bearbeiten, wobei wir Ihnen gern helfen.",
      "Die Frist endet am 30. Juni, wobei Sie eine Verlängerung beantragen können.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves 'weshalb' after a noun of reason or question and after a verb that takes a question", () => {
    for (const sentence of [
      "Es gibt keinen Grund, weshalb Sie zahlen müssen.",
      "Das ist der Hauptgrund, weswegen wir umziehen.",
      "Es stellt sich die Frage, weshalb er nicht kam.",
      "Er hat uns nicht gesagt, weshalb er nicht kam.",
      "Wir prüfen noch, weswegen die Zahlung fehlt.",
    ])
      expect(split(sentence).some((line) => /^(?:Deshalb|Deswegen)\b/.test(line))).toBe(false);
  });

  it("leaves indirect questions, free relatives and clauses about a noun", () => {
    for (const sentence of [
      "Er gab ihr das Buch, was sie freute.",
      "Er kam nicht, was ich nicht verstehe.",
      "Dann hob er auf, worauf er gelegen hatte.",
      "Er hat den Zug verpasst, worüber er sich ärgerte.",
      "Er lachte, was sie freute.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Ich weiß nicht, worüber er sich wundert.")).toEqual([
      "Ich weiß nicht:",
      "Worüber wundert er sich?",
    ]);
  });
});

describe("sententialRelative: 'wovon' after an amount", () => {
  it("points back with 'Davon' (was one long sentence)", () => {
    expect(
      split(
        "Der Mindestunterhalt beträgt derzeit 555 Euro monatlich, wovon das hälftige Kindergeld abgezogen wird.",
      ),
    ).toEqual([
      "Der Mindestunterhalt beträgt derzeit 555 Euro monatlich.",
      "Davon wird das hälftige Kindergeld abgezogen.",
    ]);
    // After a verb that takes the w-clause as its object, or a noun that may be meant alone: unchanged.
    expect(split("Ich weiß nicht, wovon er eigentlich lebt.")).toHaveLength(1);
    expect(split("Er erzählte uns lange, wovon er träumte.")).toHaveLength(1);
    expect(split("Wir zahlen Ihnen 555 Euro, wovon das Kindergeld abgezogen wird.")).toHaveLength(1);
    // "sein" + an adjective, or "interessieren": the w-clause is the subject.
    for (const sentence of [
      "Es ist unklar, wovon er lebt.",
      "Es ist egal, wovon Sie leben.",
      "Uns interessiert sehr, wovon Kinder träumen.",
    ])
      expect(split(sentence)).toHaveLength(1);
    // With a subject of its own the main clause is complete: a comment follows.
    expect(split("Das Wetter war sehr schön, worüber wir uns gefreut haben.")).toEqual([
      "Das Wetter war sehr schön.",
      "Darüber haben wir uns gefreut.",
    ]);
  });
});

describe("sententialRelative: 'wodurch' and a main clause that opens with 'Wir'", () => {
  it("splits after a verb or particle that ends the main clause", () => {
    expect(split("Wir geben die Forderung ab, wodurch Ihnen weitere Kosten entstehen.")).toEqual([
      "Wir geben die Forderung ab.",
      "Dadurch entstehen Ihnen weitere Kosten.",
    ]);
  });

  it("leaves a w-clause after a verb that takes one, and a main clause that opens with a w-word", () => {
    expect(split("Er erklärte, wodurch der Unfall entstanden war.")).toHaveLength(1);
    expect(split("Was er tat, wodurch alle litten.")).toHaveLength(1);
  });
});

describe("a 'was' clause of consequence after a passive or 'sein' main clause", () => {
  it("points back with 'Das'", () => {
    expect(
      split(
        "Früher wurde der Dampf nach der Nutzung in die Luft entlassen, was zu starkem Geruch führen konnte.",
      ),
    ).toEqual([
      "Früher wurde der Dampf nach der Nutzung in die Luft entlassen.",
      "Das konnte zu starkem Geruch führen.",
    ]);
    expect(split("Die Straße ist gesperrt, was zu langen Staus führt.")).toEqual([
      "Die Straße ist gesperrt.",
      "Das führt zu langen Staus.",
    ]);
  });

  it("not after 'es', an active verb that may take the clause, or a verb of asking", () => {
    for (const sentence of [
      "Es wurde beschlossen, was zu Ärger führte.",
      "Alfred Nobel hat den Autor sehr geschätzt, was seine Entscheidung beeinflusst haben könnte.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Der Mann wurde gefragt, was zu dem Unfall geführt hat.")).not.toContain(
      "Das hat zu dem Unfall geführt.",
    );
  });
});
