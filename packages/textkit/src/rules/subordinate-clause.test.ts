import { describe, expect, it } from "vitest";
import { checkText } from "./check-text.ts";

const fires = (text: string) =>
  checkText(text, { profile: "leicht", options: { only: ["subordinate-clause"] } }).findings.length > 0;

describe("subordinate-clause rule", () => {
  it("reads the rest of a main clause after a comma as such when its verb bracket is still open", () => {
    expect(
      fires(
        "Dem Antrag müssen Sie einen gültigen Pass, einen Aufenthaltstitel, die Geburtsurkunde und Nachweise beifügen.",
      ),
    ).toBe(false);
    expect(
      fires("Dabei werden unter anderem das Sehen, das Hören und die Sprache Ihres Kindes überprüft."),
    ).toBe(false);
    expect(
      fires("Sie haben in Dortmund, als Führer des Wagens die erlaubte Geschwindigkeit überschritten."),
    ).toBe(false);
  });

  it("still finds relative and subordinate clauses after a closed bracket, a full verb or a subordinate start", () => {
    expect(fires("Wir haben Kinder, die gerne spielen.")).toBe(true);
    expect(fires("Wir müssen den Menschen helfen, die Hilfe brauchen.")).toBe(true);
    expect(fires("Und wenn du Durst hast, trinke vom Wasser, das die Jungen schöpfen.")).toBe(true);
    expect(fires("Sprechen sollen, die Gott fürchten.")).toBe(true);
    expect(fires("Sie müssen die Kinder, die Hilfe brauchen, unterstützen.")).toBe(true);
    // The modal or "haben" as the main verb: no bracket waits.
    expect(fires("Sie müssen zum Bürgeramt, wenn Sie umziehen.")).toBe(true);
    expect(fires("Sie haben Glück, dass Sie das Geld bekommen.")).toBe(true);
    expect(fires("Das wird teuer, weil Ihre Versicherung nichts bezahlt.")).toBe(true);
    expect(fires("Sie haben Anspruch auf die Leistungen, die Ihre Krankenkasse erstattet.")).toBe(true);
    expect(fires("Sie müssen in die Schule, die Ihr Sohn besucht.")).toBe(true);
    expect(fires("Sie können gut Deutsch, das Kinder in der Schule lernen.")).toBe(true);
    expect(fires("Sie können Englisch, wie Schüler es in der Schule lernen.")).toBe(true);
    expect(fires("Das Amt wird größer, als Bürger erwarten.")).toBe(true);
  });
});
