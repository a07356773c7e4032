import { describe, expect, it } from "vitest";
import { takeAppositions } from "./apposition.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const take = (sentence: string): string[] => {
  const tokens = clauseTokens(sentence, false);
  const statements = takeAppositions(tokens);
  return [renderTokens(tokens), ...statements.map((statement) => renderTokens(statement))];
};

describe("takeAppositions", () => {
  it("makes an apposition after a name its own statement", () => {
    expect(take("Da starb Elimelech, der Mann Noomis, und sie blieb mit ihren Söhnen zurück")).toEqual([
      "Da starb Elimelech, und sie blieb mit ihren Söhnen zurück",
      "Elimelech war der Mann Noomis",
    ]);
    expect(
      take("Und Abram nahm Sarai, seine Frau, und Lot, den Sohn von seinem Bruder, und alle Güter"),
    ).toEqual([
      "Und Abram nahm Sarai und Lot und alle Güter",
      "Sarai war seine Frau",
      "Lot war der Sohn von seinem Bruder",
    ]);
    expect(
      take("Bitte wenden Sie sich an Herrn Meier, den Leiter der Abteilung, wenn Sie Fragen haben"),
    ).toEqual([
      "Bitte wenden Sie sich an Herrn Meier, wenn Sie Fragen haben",
      "Herr Meier ist der Leiter der Abteilung",
    ]);
    expect(take("Andreas, der Bruder des Simon Petrus, war einer von den beiden")).toEqual([
      "Andreas war einer von den beiden",
      "Andreas war der Bruder des Simon Petrus",
    ]);
  });

  it("makes a name after the subject a sentence starts with its own statement", () => {
    expect(take("Ihr Arbeitgeber, die Lagerhaus Remstal GmbH, hat uns den Unfall gemeldet")).toEqual([
      "Ihr Arbeitgeber hat uns den Unfall gemeldet",
      "Ihr Arbeitgeber ist die Lagerhaus Remstal GmbH",
    ]);
    expect(take("Ihre Krankenkasse, die AOK Bayern, hat uns geschrieben")).toEqual([
      "Ihre Krankenkasse hat uns geschrieben",
      "Ihre Krankenkasse ist die AOK Bayern",
    ]);
    // A von-phrase or genitive goes with the subject.
    expect(take("Der Vater vom Kind, Herr Seidel, hat angerufen")).toEqual([
      "Der Vater vom Kind hat angerufen",
      "Der Vater vom Kind ist Herr Seidel",
    ]);
    expect(take("Die Frau, Maria, weinte")).toEqual(["Die Frau weinte", "Die Frau war Maria"]);
    expect(take("Ihr Ansprechpartner, Herr Müller, ist montags erreichbar")).toEqual([
      "Ihr Ansprechpartner ist montags erreichbar",
      "Ihr Ansprechpartner ist Herr Müller",
    ]);
    // Not without a verb right after it, nor for a phrase that is no name; not the reader
    // addressed after a thing ("Ihr Antrag, Herr Müller, …"), nor after an indefinite subject.
    for (const sentence of [
      "Ihr Antrag, Herr Müller, wurde leider abgelehnt",
      "Ihre Unterlagen, Frau Schulz, sind vollständig",
      "Die Frist, Frau Weber, endet am Montag",
      "Eine Frau, Martha, nahm ihn auf",
      "Die Stadt, Abteilung Soziales, teilt mit",
      "Ihre Eltern, Herr und Frau Müller, haben angerufen",
      "Der Verein, Hilfe für Kinder e. V., hat Geld gespendet",
      "Ihr Antrag, die Unterlagen und die Rechnung liegen vor",
    ]) {
      const tokens = clauseTokens(sentence, false);
      expect(takeAppositions(tokens)).toEqual([]);
    }
  });

  it("names the subject first in Leichte Sprache", () => {
    const out = simplifyText(
      "Sehr geehrte Frau Kowalski,\n\nIhre Krankenkasse, die AOK Bayern, hat uns geschrieben.",
      { level: "leicht", explanations: "none" },
    );
    expect(out.simplified_text).toContain(
      "Ihre Kranken·kasse ist die AOK Bayern.\nIhre Kranken·kasse hat uns geschrieben.",
    );
  });

  it("states a birth date after a name on its own", () => {
    expect(
      take("Für Ihr Kind Samira Haddad, geboren am 17. Juni 2023, können wir einen Platz anbieten"),
    ).toEqual([
      "Für Ihr Kind Samira Haddad können wir einen Platz anbieten",
      "Samira Haddad ist am 17. Juni 2023 geboren",
    ]);
    expect(take("Überprüfung des Anspruchs für Ihr Kind Lena Schubert, geboren am 17. Juni 2007")).toEqual([
      "Überprüfung des Anspruchs für Ihr Kind Lena Schubert",
      "Lena Schubert ist am 17. Juni 2007 geboren",
    ]);
    expect(take("Betreuungssache betreffend Frau Erika Lindqvist, geboren am 2. Juni 1948")).toEqual([
      "Betreuungssache betreffend Frau Erika Lindqvist",
      "Frau Erika Lindqvist ist am 2. Juni 1948 geboren",
    ]);
    // Another apposition follows ("Schüler der Klasse 8b"): the chain stays whole.
    for (const sentence of [
      "dass Ihr Sohn Arben, geboren am 11. Juli 2012, Schüler der Klasse 8b, gefehlt hat",
      "Das Kind, geboren am 3. Mai 2020, bekommt einen Platz",
    ]) {
      const tokens = clauseTokens(sentence, false);
      expect(takeAppositions(tokens)).toEqual([]);
    }
  });

  it("keeps addresses, nouns, relative clauses, plural or unclear phrases and nested names", () => {
    // "dem König von Israel" after Joasch may describe Jerobeam: the chain stays whole.
    for (const sentence of [
      "Simon, mein Freund, komm her",
      "Bitte wenden Sie sich an das Jobcenter Berlin, Ihren Ansprechpartner, wenn Sie Fragen haben",
      "Ich danke dir, Petrus, mein Freund, für alles",
      "Du wirst den Herrn, deinen Gott, lieben",
      "Er sah Rut, die Frau, die zurückkehrte",
      "Er kam zu Jerobeam, dem Sohn von Joasch, dem König von Israel",
      "Er rief Maria, die Kinder, und die Nachbarn",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
  });

  it("puts the statement after the clause that names the person, before a colon", () => {
    const out = simplifyText(
      "Im Vorbeigehen sah er Levi, den Sohn von Alphäus, an der Zollstelle sitzen und sagte zu ihm:",
      {
        level: "leicht",
        explanations: "none",
      },
    );
    expect(out.simplified_text.split("\n")[1]).toBe("Levi war der Sohn von Alphäus.");
  });
});
