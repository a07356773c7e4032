import { describe, expect, it } from "vitest";
import { takeAppositions } from "./apposition.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const take = (sentence: string): string[] => {
  const tokens = clauseTokens(sentence, false);
  const statements = takeAppositions(tokens);
  return [renderTokens(tokens), ...statements.map((statement) => renderTokens(statement.tokens))];
};

describe("takeAppositions", () => {
  it("tells the role of a titled person or in a letter in the present ('Frau Richter ist Sachbearbeiterin')", () => {
    // "war" would say she no longer is.
    const formal = (sentence: string): string[] =>
      takeAppositions(clauseTokens(sentence, true), { formal: true }).map((found) =>
        renderTokens(found.tokens),
      );
    expect(formal("Frau Richter, Sachbearbeiterin im Sozialamt, hatte Ihnen geschrieben.")).toEqual([
      "Frau Richter ist Sachbearbeiterin im Sozialamt",
    ]);
    // A role with a time of its own stays in the past (was "Frau Merkel ist Bundeskanzlerin von 2005
    // bis 2021").
    expect(formal("Frau Merkel, Bundeskanzlerin von 2005 bis 2021, besuchte Sie.")).toEqual([
      "Frau Merkel war Bundeskanzlerin von 2005 bis 2021",
    ]);
    // A story keeps its past after a title too (was "Herr Meier ist Hausmeister der Schule" for a
    // man who retired, "Frau Holle ist eine alte Frau").
    expect(take("Herr Meier, Hausmeister der Schule, ging 2019 in Rente.")).toContain(
      "Herr Meier war Hausmeister der Schule",
    );
    expect(take("Frau Holle, eine alte Frau, schüttelte die Betten.")).toContain(
      "Frau Holle war eine alte Frau",
    );
    const tokens = clauseTokens("Unser Mitarbeiter, Herr Schmitz, rief Sie am Montag an.", false);
    expect(takeAppositions(tokens, { present: true }).map((found) => renderTokens(found.tokens))).toEqual([
      "Unser Mitarbeiter ist Herr Schmitz",
    ]);
    // A story keeps its past.
    expect(take("Da starb Elimelech, der Mann Noomis, und sie blieb zurück.")).toContain(
      "Elimelech war der Mann Noomis",
    );
  });

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

  it("takes two appositions in a row one after the other", () => {
    expect(take("Und Noomi, ihre Schwiegermutter, eine Witwe aus Betlehem, war bei ihr")).toEqual([
      "Und Noomi war bei ihr",
      "Noomi war ihre Schwiegermutter",
      "Noomi war eine Witwe aus Betlehem",
    ]);
    expect(take("Da kam Maria, ihre Schwester, eine Witwe, zum Grab")).toEqual([
      "Da kam Maria zum Grab",
      "Maria war ihre Schwester",
      "Maria war eine Witwe",
    ]);
    // A plural verb makes a list; so does a phrase in the same case without a comma after it.
    for (const sentence of [
      "Und Maria, ihre Schwester, eine Witwe, kamen zum Grab",
      "Er rief Maria, ihre Schwester, ihre Kinder und die Nachbarn",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
  });

  it("makes a closing 'das ist' + noun phrase after a noun its own sentence", () => {
    expect(take("Und die Soldaten führten ihn in den Hof, das ist das sogenannte Prätorium")).toEqual([
      "Und die Soldaten führten ihn in den Hof",
      "Das ist das sogenannte Prätorium",
    ]);
    expect(take("Sie brachten die Lade aus der Stadt Davids, das ist Zion")).toEqual([
      "Sie brachten die Lade aus der Stadt Davids",
      "Das ist Zion",
    ]);
    // After a verb "das" takes up the clause; an adjective, an adverbial or a clause may follow.
    for (const sentence of [
      "Dass ihr aber ertragt, für Rechtschaffenheit zu leiden, das ist Gnade von Gott",
      "Er kam in die Stadt, das ist schön",
      "Er kam in die Stadt, das war vor drei Jahren",
      "Sie gingen zum Berg, das ist der Ölberg, und beteten",
      "Mein Hirte, das ist unser Gott",
    ]) {
      const tokens = clauseTokens(sentence, false);
      expect(takeAppositions(tokens)).toEqual([]);
    }
    const out = simplifyText("Und die Soldaten führten ihn in den Hof, das ist das sogenannte Prätorium.", {
      level: "leicht",
      explanations: "none",
    });
    expect(out.simplified_text).toBe(
      "Und die Soldaten haben ihn in den Hof geführt.\nDas ist das sogenannte Prätorium.",
    );
  });

  it("makes a person named after a role inside a sentence its own statement", () => {
    expect(
      take("Für die Übergabe vereinbaren Sie bitte einen Termin mit unserem Hausmeister, Herrn Adler"),
    ).toEqual([
      "Für die Übergabe vereinbaren Sie bitte einen Termin mit unserem Hausmeister",
      "Unser Hausmeister ist Herr Adler",
    ]);
    expect(
      take("Für ein Gespräch wird sich die Kita-Leitung, Frau Becker, rechtzeitig bei Ihnen melden"),
    ).toEqual([
      "Für ein Gespräch wird sich die Kita-Leitung rechtzeitig bei Ihnen melden",
      "Die Kita-Leitung ist Frau Becker",
    ]);
    // "Ihren Vorgesetzten" may be a dative plural; one person with "Herrn" makes it singular.
    expect(take("Sie kamen zu spät, ohne Ihren Vorgesetzten, Herrn Stahl, vorher zu informieren")).toEqual([
      "Sie kamen zu spät, ohne Ihren Vorgesetzten vorher zu informieren",
      "Ihr Vorgesetzter ist Herr Stahl",
    ]);
    expect(take("Dann helfen Ihnen die Gruppenleiterin, Frau Albrecht, und das Gesundheitsamt gern")).toEqual(
      [
        "Dann helfen Ihnen die Gruppenleiterin und das Gesundheitsamt gern",
        "Die Gruppenleiterin ist Frau Albrecht",
      ],
    );
    // Kin of the reader with a first name and a surname.
    expect(
      take("Beim Gericht ist durch Ihre Tochter, Frau Marion Lindqvist, ein Antrag gestellt worden"),
    ).toEqual([
      "Beim Gericht ist durch Ihre Tochter ein Antrag gestellt worden",
      "Ihre Tochter ist Frau Marion Lindqvist",
    ]);
  });

  it("puts the role's statement after its clause", () => {
    const out = simplifyText(
      "Bei Fragen erreichen Sie Ihren Hausmeister, Herrn Schubert, montags bis freitags von 7 bis 9 Uhr telefonisch.",
      { level: "leicht", explanations: "none" },
    );
    expect(out.simplified_text).toBe(
      "Haben Sie Fragen?\nDann erreichen Sie Ihren Haus·meister montags bis freitags von 7 bis 9 Uhr telefonisch.\nIhr Haus·meister ist Herr Schubert.",
    );
  });

  it("keeps an address to the reader, kin with a surname only, and a clause or number after the name", () => {
    for (const sentence of [
      // The title's gender is not the role's: the reader is addressed.
      "Wir danken Ihrem Mitarbeiter, Frau Müller, für die schnelle Hilfe",
      // Not a role.
      "Wir haben Ihren Antrag, Herr Müller, sorgfältig geprüft",
      // May speak to Frau Müller about her daughter.
      "Gestern hat Ihre Tochter, Frau Müller, in der Schule gefehlt",
      // The relative clause is about Herr Adler; a phone number follows the name.
      "Vereinbaren Sie einen Termin mit unserem Hausmeister, Herrn Adler, der unter 0170 555 123 erreichbar ist",
      "Bitte wenden Sie sich an Ihre Ansprechpartnerin, Frau Lehmann, Telefon 0341 55 72 10",
      // No determiner before the role.
      "Bitte rufen Sie beim Hausmeister, Herrn Adler, an",
      // Plural roles name no one person.
      "Bitte wenden Sie sich an unsere Mitarbeiter, Herrn Adler und Frau Kurz",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
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
    // No name before the date: the chain stays whole.
    for (const sentence of ["Das Kind, geboren am 3. Mai 2020, bekommt einen Platz"]) {
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

  it("takes a birth date and a role after a name one after the other", () => {
    expect(
      take(
        "Ihr Sohn Arben, geboren am 11. Juli 2012, Schüler der Klasse 8b, ist an 9 Schultagen dem Unterricht ferngeblieben",
      ),
    ).toEqual([
      "Ihr Sohn Arben ist an 9 Schultagen dem Unterricht ferngeblieben",
      "Arben ist am 11. Juli 2012 geboren",
      "Arben ist Schüler der Klasse 8b",
    ]);
    // In a clause after "dass" the verb at its end decides.
    expect(take("dass Ihr Sohn Arben, geboren am 11. Juli 2012, Schüler der Klasse 8b, gefehlt hat")).toEqual(
      [
        "Dass Ihr Sohn Arben gefehlt hat",
        "Arben ist am 11. Juli 2012 geboren",
        "Arben ist Schüler der Klasse 8b",
      ],
    );
  });

  it("makes a role or a predicative aside after a name its own statement", () => {
    expect(take("Herr Yilmaz, Mieter der Wohnung im zweiten Stock, hat sich über Lärm beschwert")).toEqual([
      "Herr Yilmaz hat sich über Lärm beschwert",
      "Herr Yilmaz ist Mieter der Wohnung im zweiten Stock",
    ]);
    expect(take("Ihre Tochter Mia, Schülerin der Klasse 3a, hat am Montag gefehlt")).toEqual([
      "Ihre Tochter Mia hat am Montag gefehlt",
      "Mia ist Schülerin der Klasse 3a",
    ]);
    expect(take("Frau Müller, wohnhaft in Köln, hat den Antrag gestellt")).toEqual([
      "Frau Müller hat den Antrag gestellt",
      "Frau Müller wohnt in Köln",
    ]);
    expect(take("Herr Brandt, zuständig für die Abrechnung, ist montags erreichbar")).toEqual([
      "Herr Brandt ist montags erreichbar",
      "Herr Brandt ist zuständig für die Abrechnung",
    ]);
    expect(take("Frau Schulz, geboren in Tirana, lebt seit 2015 in Deutschland")).toEqual([
      "Frau Schulz lebt seit 2015 in Deutschland",
      "Frau Schulz ist in Tirana geboren",
    ]);
    // A predicative aside and a birth place stay in the present after a past verb: "war
    // verheiratet" or "wohnte in Bonn" would say it has ended.
    expect(take("Frau Yilmaz, verheiratet mit Herrn Kaya, beantragte im Mai 2025 Wohngeld")).toEqual([
      "Frau Yilmaz beantragte im Mai 2025 Wohngeld",
      "Frau Yilmaz ist verheiratet mit Herrn Kaya",
    ]);
    expect(take("Herr Krause, zuständig für Ihre Akte, schrieb Ihnen am 4. Februar einen Brief")[1]).toBe(
      "Herr Krause ist zuständig für Ihre Akte",
    );
    expect(take("Die Mieterin Frau Öztürk, geboren in Ankara, zog im Jahr 2010 in die Wohnung")[1]).toBe(
      "Frau Öztürk ist in Ankara geboren",
    );
    expect(take("dass Frau Roth, Mieterin der Wohnung im Erdgeschoss, die Miete nicht bezahlt hat")).toEqual([
      "Dass Frau Roth die Miete nicht bezahlt hat",
      "Frau Roth ist Mieterin der Wohnung im Erdgeschoss",
    ]);
    // A list, an address to the reader (plural verb, a request), a chain after a role, no verb.
    for (const sentence of [
      "Anna, Ben und Carla kommen morgen",
      "Frau Krause, Leiterin des Kindergartens, und Herr Adler haben den Vertrag unterschrieben",
      "Herr Meier, Leiter der Schule, bitte kommen Sie morgen",
      "Frau Müller, Mieterin der Wohnung, haben Sie die Miete bezahlt",
      "dass Anna, Schülerin der Klasse 3, und Ben gefehlt haben",
      "Ihr Vater, Herr Kovač, wohnhaft in Leipzig, hat einen Antrag gestellt",
      "Name: Lena Schubert, Schülerin der Klasse 9c",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
  });

  it("puts a name in apposition to 'er'/'sie' in the pronoun's place", () => {
    expect(take("Er aber, Johannes, hatte ein Kleid aus Kamelhaar")).toEqual([
      "Johannes aber hatte ein Kleid aus Kamelhaar",
    ]);
    expect(take("Und er, Simon Petrus, ging hinaus")).toEqual(["Und Simon Petrus ging hinaus"]);
    expect(take("Sie aber, Maria, blieb bei dem Grab")).toEqual(["Maria aber blieb bei dem Grab"]);
    // An address ("du", "Sie" + a plural verb), a noun, a request.
    for (const sentence of [
      "Du aber, Timotheus, bleibe bei dem, was du gelernt hast",
      "Sie, Frau Müller, haben das Recht auf Widerspruch",
      "Er, der Herr, ist gut",
      "Ihr aber, Brüder, seid wachsam",
    ]) {
      const tokens = clauseTokens(sentence, false);
      const before = renderTokens(tokens);
      expect(takeAppositions(tokens)).toEqual([]);
      expect(renderTokens(tokens)).toBe(before);
    }
  });

  it("puts a woman's noun in '-in' the lexicon lacks in the nominative", () => {
    expect(take("Und Rut, die Moabiterin, ihre Schwiegertochter, war bei ihr")).toEqual([
      "Und Rut war bei ihr",
      "Rut war die Moabiterin",
      "Rut war ihre Schwiegertochter",
    ]);
    expect(take("Er sprach mit Lea, der Moabiterin, über das Feld")).toEqual([
      "Er sprach mit Lea über das Feld",
      "Lea war die Moabiterin",
    ]);
  });

  it("reads '-in' as a woman's noun only after a man's noun for a person (hrevn)", () => {
    // "der Paladin" is masculine: never "Roland war die Paladin".
    for (const sentence of ["Und Roland, der Paladin, ritt davon", "Und Lukas, der Harlekin, tanzte"])
      expect(take(sentence).join(" / ")).not.toContain("die ");
    expect(take("Und Naemi, die Bethlehemitin, kehrte heim")[1]).toBe("Naemi war die Bethlehemitin");
  });

  it("tells a role in the past after a weak verb's Präteritum (hrevn)", () => {
    // "kehrte", "wohnte" are also Konjunktiv II; the clause still tells of the past.
    expect(take("Und Naemi, die Bethlehemitin, kehrte heim")).toEqual([
      "Und Naemi kehrte heim",
      "Naemi war die Bethlehemitin",
    ]);
    // After "Herr"/"Frau" the present holds only in a text that addresses its reader (hfix2, hrev3).
    expect(take("Herr Yilmaz, Mieter im dritten Stock, beschwerte sich beim Vermieter")).toEqual([
      "Herr Yilmaz beschwerte sich beim Vermieter",
      "Herr Yilmaz war Mieter im dritten Stock",
    ]);
    expect(take("Herr Yilmaz, Mieter im dritten Stock, hat sich beschwert")).toEqual([
      "Herr Yilmaz hat sich beschwert",
      "Herr Yilmaz ist Mieter im dritten Stock",
    ]);
  });
});
