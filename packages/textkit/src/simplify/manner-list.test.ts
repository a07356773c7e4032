import { describe, expect, it } from "vitest";
import { mannerList } from "./manner-list.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const ways = (sentence: string): string[] | undefined =>
  mannerList(clauseTokens(sentence, true), ".")?.map((clause) =>
    clause.bullet ? `- ${renderTokens(clause.tokens, false)}` : renderTokens(clause.tokens) + clause.end,
  );

describe("mannerList (Leichte Sprache)", () => {
  it("lists the ways after 'so' and keeps the closing verb before the colon", () => {
    expect(
      ways(
        "Sie können die Unterlagen persönlich während der Sprechzeiten, per Post oder über das Serviceportal der Stadt schicken.",
      ),
    ).toEqual([
      "Sie können die Unterlagen so schicken:",
      "- persönlich während der Sprechzeiten",
      "- per Post",
      "- über das Serviceportal der Stadt",
    ]);
    expect(
      ways(
        "Den Antrag auf Wohngeld können Sie schriftlich, online über das Portal oder persönlich bei der Wohngeldstelle stellen.",
      ),
    ).toEqual([
      "Den Antrag auf Wohngeld können Sie so stellen:",
      "- schriftlich",
      "- online über das Portal",
      "- persönlich bei der Wohngeldstelle",
    ]);
    expect(
      ways(
        "Sie können die Gebühr bar an der Kasse, per Überweisung oder mit Ihrer EC-Karte im Bürgeramt bezahlen.",
      )?.[0],
    ).toBe("Sie können die Gebühr so bezahlen:");
  });

  it("closes with 'so' when the list ends the clause, and with the particle of the verb", () => {
    expect(
      ways(
        "Bitte schicken Sie uns die fehlenden Nachweise per Post, per E-Mail oder über das Kundenportal der Krankenkasse.",
      ),
    ).toEqual([
      "Bitte schicken Sie uns die fehlenden Nachweise so:",
      "- per Post",
      "- per E-Mail",
      "- über das Kundenportal der Krankenkasse",
    ]);
    expect(
      ways("Bitte reichen Sie die unterschriebenen Unterlagen persönlich, per Post oder per Fax ein.")?.[0],
    ).toBe("Bitte reichen Sie die unterschriebenen Unterlagen so ein:");
  });

  it("leaves topics, partners, places, two ways, a predicative after the list and a deadline", () => {
    for (const sentence of [
      // "über" of a topic, "mit" of a partner: no sure word of manner among the items
      "Wir informieren Sie gern über Ihre Rechte, über Ihre Pflichten und über die Fristen in Ihrem Verfahren.",
      "Sie können mit Ihrem Arzt, mit Ihrer Familie oder mit einer Beratungsstelle in Ihrer Nähe darüber sprechen.",
      // places, not ways
      "Sie können den Antrag im Bürgerbüro, in der Stadtbibliothek oder im Rathaus am Marktplatz abgeben.",
      // two ways only
      "Sie können die Unterlagen per Post oder über das Serviceportal der Stadt an uns schicken.",
      // the predicative "möglich" belongs to the clause
      "Die Anmeldung für den Kurs ist schriftlich, telefonisch oder online auf der Internetseite der Volkshochschule möglich.",
      // a date inside the last item
      "Bitte reichen Sie die Unterlagen persönlich, per Post oder per Fax bis zum 15. März beim Jobcenter ein.",
      // a list of nouns after "mit"
      "Das Kind wohnt zusammen mit Vater, Mutter und Bruder in einer kleinen Wohnung am Rand der Stadt.",
      // a phrase after the last way that is the verb's or shared by all ways
      "Wir haben Sie bereits schriftlich, telefonisch und per E-Mail an die Zahlung erinnert.",
      "Die Schülerinnen und Schüler können sich mündlich, schriftlich oder mit einem Referat an der Prüfung beteiligen.",
      "Bitte reichen Sie die unterschriebenen Unterlagen persönlich, per Post oder per Fax beim Jobcenter ein.",
      // a subordinate clause
      "Wenn Sie uns die Unterlagen persönlich, per Post oder per Fax schicken, bearbeiten wir sie schnell.",
    ])
      expect(ways(sentence)).toBeUndefined();
  });

  it("is used by simplifyText in Leichte Sprache for long clauses only", () => {
    const input =
      "Wenn Sie Fragen haben, können Sie uns telefonisch, per E-Mail oder persönlich in unserem Büro in der Hauptstraße erreichen.";
    expect(simplifyText(input, { level: "leicht", explanations: "none" }).simplified_text).toBe(
      "Vielleicht haben Sie Fragen.\nDann können Sie uns so erreichen:\n- telefonisch\n- per E-Mail\n- persönlich in unserem Büro in der Haupt·straße",
    );
    const short = "Sie können den Antrag schriftlich, per E-Mail oder persönlich stellen.";
    expect(simplifyText(short, { level: "leicht", explanations: "none" }).simplified_text).toBe(short);
    const long =
      "Sie können die Unterlagen persönlich während der Sprechzeiten, per Post oder über das Serviceportal der Stadt schicken.";
    expect(simplifyText(long, { level: "einfach", explanations: "none" }).simplified_text).toBe(long);
  });
});
