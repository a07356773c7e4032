// Public authorities' web pages and information sheets (fixtures/web/*.txt): headings, bullet and
// numbered lists, opening hours, fees, phone numbers, links. Whatever the simplifier rewrites, it must
// not lose a number or a negation, and it keeps what the fixes for such pages established.
import { describe, expect, it } from "vitest";
import { simplifyNumbers } from "./numbers-and-dates.ts";
import { simplifyText } from "./pipeline.ts";
import { digitGroups, fixtureTexts, negations } from "./test-helpers.ts";

const pages = fixtureTexts("web");

type Level = "leicht" | "einfach";
type Expectation = { contains?: string[]; lacks?: string[] };

/** Per page and level: strings the output must contain and must not contain. */
const EXPECTED: Readonly<Record<string, Readonly<Record<Level, Expectation>>>> = {
  "personalausweis.txt": {
    leicht: {
      contains: [
        "Montag bis Freitag 8 bis 12 Uhr",
        "Donnerstag 14 bis 18 Uhr",
        "in der Regel 3 bis 4 Wochen",
        "Antrag·stellende ab 24 Jahren: 37 Euro",
        "www.musterstadt.de/ausweis",
      ],
      lacks: ["Mo–Fr", "drei bis 4"],
    },
    einfach: {
      contains: [
        "Personalausweis beantragen\n",
        "Montag bis Freitag 8 bis 12 Uhr",
        "buergeramt@musterstadt.de",
      ],
      lacks: ["Personalausweis beantragen Der", "Mo–Fr"],
    },
  },
  "offg-personalausweis.txt": {
    leicht: {
      contains: [
        "Montag, Dienstag, Donnerstag: 8:00 bis 16:00 Uhr",
        "Antrag·stellende ab 24 Jahren: 46 Euro",
        "Manche Deutschen ab 16 Jahren sind in Deutschland mit Haupt·wohnsitz gemeldet.",
        "All diese Deutschen ab 16 Jahren sind verpflichtet",
      ],
      // The relative clause after "ab 16 Jahren" means the Germans, never the years.
      lacks: ["Mo, Di", "Die Jahre sind"],
    },
    einfach: {
      contains: ["Personalausweis beantragen\n", "Mittwoch: 8:00 bis 18:00 Uhr"],
      lacks: ["Personalausweis beantragen Alle", "Die Jahre sind"],
    },
  },
  "wohnsitz.txt": {
    leicht: {
      contains: [
        "Viele Studierende ziehen zum Semester·beginn um.",
        "Diese Studierenden müssen sich auch anmelden.",
        "1. Lassen Sie sich vom Vermieter",
        "von 7:30 bis 15:00 Uhr",
      ],
      lacks: ["Viele Studierende müssen", "viele Studierende sich"],
    },
    einfach: { contains: ["Wohnsitz anmelden\n"], lacks: ["Wohnsitz anmelden Der"] },
  },
  "elterngeld.txt": {
    leicht: {
      contains: [
        "Sie müssen folgende Unterlagen beifügen:",
        "Portal ElterngeldDigital",
        "höchstens 1.800 Euro",
      ],
      lacks: ["Eltern·geld·Digital", "sind beizufügen"],
    },
    einfach: {
      contains: [
        "Elterngeld beantragen\n",
        "Sie müssen folgende Unterlagen beifügen:",
        "Portal ElterngeldDigital",
      ],
      lacks: ["Elterngeld beantragen Elterngeld"],
    },
  },
  "schwerbehinderung.txt": {
    leicht: {
      contains: [
        "Dienstag 9:00 bis 12:00 Uhr",
        "Donnerstag 13:00 bis 17:00 Uhr",
        "versorgungsamt@kreis-muster.de",
      ],
      lacks: ["9:00–12:00"],
    },
    einfach: {
      contains: ["Schwerbehindertenausweis\n", "Dienstag 9:00 bis 12:00 Uhr"],
      lacks: ["13:00–17:00"],
    },
  },
  "briefwahl.txt": {
    leicht: {
      contains: [
        "Stadt Musterstadt",
        "um 18:00 Uhr",
        "Bitte unterschreiben Sie die eidesstattliche Versicherung.",
      ],
      lacks: ["Muster·stadt"],
    },
    einfach: { contains: ["Briefwahl\n", "Stadt Musterstadt"], lacks: ["Briefwahl Bei der"] },
  },
  "sperrmuell.txt": {
    leicht: {
      contains: [
        "Montag bis Donnerstag 8 bis 16 Uhr, Freitag 8 bis 13 Uhr",
        "kostet 25 Euro",
        "0800 555 12 34",
      ],
      lacks: ["Mo–Do", "Fr 8"],
    },
    einfach: {
      contains: ["Sperrmüll anmelden\n", "Montag bis Donnerstag 8 bis 16 Uhr, Freitag 8 bis 13 Uhr"],
      lacks: ["Mo–Do"],
    },
  },
  "offw-wohngeld.txt": {
    leicht: {
      contains: [
        "Vielleicht bekommen Sie Bürger·geld, Grund·sicherung oder BAföG.\nDann besteht kein Anspruch.",
        "Eine rückwirkende Zahlung ist nicht möglich.",
        "Montag und Donnerstag 8:30 bis 12:00 Uhr, Dienstag 14:00 bis 17:30 Uhr",
        "wohngeld@lindenfeld.de",
      ],
      // "es" must not come to point to "das Einkommen" of a condition put first.
      lacks: ["Es wird dann", "Mo und Do"],
    },
    einfach: {
      contains: ["Wohngeld beantragen\n", "Montag und Donnerstag 8:30 bis 12:00 Uhr"],
      lacks: ["Wohngeld beantragen Wohngeld"],
    },
  },
  "offw-tafel.txt": {
    leicht: {
      contains: [
        "Kinder unter 14 Jahren zahlen nichts.",
        "Der Vorstand weist darauf hin:\nDie Menge von den Spenden schwankt.\nUnd man kann deshalb nicht jede Woche gleich viel ausgeben.",
        "Dienstag und Freitag von 14:00 bis 16:30 Uhr",
        "07123 55 81 90",
      ],
      lacks: ["Spenden schwanke", "man könne"],
    },
    einfach: {
      // The heading ends in "e. V.": its line and the explanation below it stay apart.
      contains: ["Lebensmittelausgabe der Tafel Rosenau e. V.\n", "Die Menge der Spenden schwankt."],
      lacks: ["e. V. Eine Tafel"],
    },
  },
  "offw-schuldnerberatung.txt": {
    leicht: {
      contains: [
        "Vielleicht kommen Sie früher.\nDann gibt es mehr Möglichkeiten.",
        "Man kann viele Probleme lösen, bevor ein Gerichts·vollzieher beauftragt wird.",
        "Für die Sprech·stunde ist keine Anmeldung nötig.",
        "Mittwoch 9:00 bis 11:30 Uhr",
      ],
      // No fragment of "je … desto", no bailiff said to come after the help.
      lacks: ["Je früher Sie kommen.", "Danach beauftragt", "Vielleicht hat Schuldner"],
    },
    einfach: {
      contains: [
        "Schuldner- und Insolvenzberatung\n",
        "Je früher Sie kommen, desto mehr Möglichkeiten gibt es.",
      ],
      // The glossary explanation "Anerkannte Schuldnerberatungsstellen, …" was read as a condition.
      lacks: ["Vielleicht erkannte", "Dann helfen kostenlos"],
    },
  },
  "offw-kita.txt": {
    leicht: {
      contains: [
        "Montag bis Freitag 9:00 bis 12:00 Uhr, Donnerstag zusätzlich 14:00 bis 18:00 Uhr",
        "Das Mittagessen kostet 3,50 Euro pro Tag.",
        "Vielleicht bestätigt man die Zusage nicht innerhalb von 14 Tagen.\nDann verfällt der Platz.",
      ],
      lacks: ["Do zusätzlich", "Mo–Fr"],
    },
    einfach: {
      contains: ["Kita-Platz anmelden\n", "Donnerstag zusätzlich 14:00 bis 18:00 Uhr"],
      lacks: ["Do zusätzlich"],
    },
  },
  "offw-fahrdienst.txt": {
    leicht: {
      contains: [
        "Der Fahr·dienst übernimmt keine Fahrten zum Arzt oder ins Krankenhaus.\nDenn dafür ist die Kranken·kasse zuständig.",
        "Manche Personen mit Wohnsitz im Landkreis besitzen einen Schwer·behinderten·ausweis",
        "bis zu 8 Einzel·fahrten",
        "Montag bis Freitag 8 bis 15 Uhr",
      ],
      // The relative clause restricts who is entitled: not all residents.
      lacks: ["Die besitzen", "Mo–Fr"],
    },
    einfach: {
      contains: ["Fahrdienst für Menschen mit Behinderung\n", "Montag bis Freitag 8 bis 15 Uhr"],
      lacks: ["Mo–Fr"],
    },
  },
};

describe.each(["leicht", "einfach"] as const)("web pages in %s", (level) => {
  it.each(pages)("$name keeps every number and negation and what its fixes established", ({ name, text }) => {
    const out = simplifyText(text, { level, explanations: "default" }).simplified_text;
    const bare = simplifyText(text, { level, explanations: "none" }).simplified_text;
    for (const number of digitGroups(simplifyNumbers(text, level))) expect(bare).toContain(number);
    // "Vergessen Sie nicht, … zu unterschreiben" becomes the positive request "Bitte unterschreiben Sie …".
    const requests = text.match(/Vergessen Sie nicht/g)?.length ?? 0;
    expect(negations(bare)).toBeGreaterThanOrEqual(negations(text) - requests);
    const expected = EXPECTED[name]?.[level];
    expect(expected).toBeDefined();
    for (const part of expected?.contains ?? []) expect(out).toContain(part);
    for (const part of expected?.lacks ?? []) expect(out).not.toContain(part);
  });
});
