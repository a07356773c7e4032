import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitLongEinfach } from "./split-einfach.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const cut = (sentence: string): string[] | undefined =>
  splitLongEinfach({ tokens: clauseTokens(sentence, false), end: "." }, false)?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const einfach = (text: string): string =>
  simplifyText(text, { level: "einfach", explanations: "none" }).simplified_text;

describe("Einfache Sprache: a sentence over 20 words cut once", () => {
  it("cuts before a main clause that opens with an adverb after a comma", () => {
    expect(
      cut(
        "Den Hafen des schwedischen Luleå können viele Schiffe nicht mehr anlaufen, hier sinkt der Meeresspiegel jährlich auch um fast einen Zentimeter.",
      ),
    ).toEqual([
      "Den Hafen des schwedischen Luleå können viele Schiffe nicht mehr anlaufen.",
      "Hier sinkt der Meeresspiegel jährlich auch um fast einen Zentimeter.",
    ]);
  });

  it("cuts at ', und' / ', aber' before a main clause with its own subject ('und' goes)", () => {
    expect(
      cut(
        "Wir haben Ihren Antrag auf Wohngeld vom 3. März 2026 sorgfältig geprüft, und wir können Ihnen leider nur einen Teil der Miete erstatten.",
      ),
    ).toEqual([
      "Wir haben Ihren Antrag auf Wohngeld vom 3. März 2026 sorgfältig geprüft.",
      "Wir können Ihnen leider nur einen Teil der Miete erstatten.",
    ]);
    expect(
      cut(
        "Das Jobcenter übernimmt die Kosten für die Unterkunft in angemessener Höhe, aber die Kosten für den Umzug müssen Sie vorher beantragen.",
      ),
    ).toEqual([
      "Das Jobcenter übernimmt die Kosten für die Unterkunft in angemessener Höhe.",
      "Aber die Kosten für den Umzug müssen Sie vorher beantragen.",
    ]);
  });

  it("cuts before 'außerdem/dabei/davon …' + the finite verb, also after 'und'", () => {
    expect(
      cut(
        "Die große Zahl der Opfer war unter anderem durch die mangelhafte Bauweise vieler Gebäude bedingt, außerdem verstärkte der weiche Untergrund die Stoßwellen.",
      ),
    ).toEqual([
      "Die große Zahl der Opfer war unter anderem durch die mangelhafte Bauweise vieler Gebäude bedingt.",
      "Außerdem verstärkte der weiche Untergrund die Stoßwellen.",
    ]);
    expect(
      cut(
        "Die anderen aber, die Käufer, Jäger und Stöberer, wollen das besondere Schnäppchen, das lang gesuchte Sammlerstück, und dabei spielt auch ein bisschen Abenteuer mit.",
      ),
    ).toEqual([
      "Die anderen aber, die Käufer, Jäger und Stöberer, wollen das besondere Schnäppchen, das lang gesuchte Sammlerstück.",
      "Dabei spielt auch ein bisschen Abenteuer mit.",
    ]);
    // "damit Sie sie in Ruhe lesen können" is a purpose clause: its verb stands at the end.
    expect(
      cut(
        "Wir schicken Ihnen alle Unterlagen für den Antrag auf Wohngeld in den nächsten Tagen mit der Post, damit Sie sie lesen können.",
      ),
    ).toBeUndefined();
  });

  it("turns a final weil/da clause into 'Denn …' and a sodass clause into 'Deshalb …'", () => {
    expect(
      cut(
        "Obwohl Fasten für den Körper dieselben Auswirkungen hat wie Hungern, entfällt in diesem Fall der psychische Stress, da der Nahrungsverzicht freiwillig und geplant erfolgt.",
      ),
    ).toEqual([
      "Obwohl Fasten für den Körper dieselben Auswirkungen hat wie Hungern, entfällt in diesem Fall der psychische Stress.",
      "Denn der Nahrungsverzicht erfolgt freiwillig und geplant.",
    ]);
    expect(
      cut(
        "Im 19. Jahrhundert entwickelte sich die Elektrizität zur immer stärker werdenden Alternative zum Gas, so dass bei der Weltausstellung 1893 ein elektrischer Herd vorgestellt werden konnte.",
      ),
    ).toEqual([
      "Im 19. Jahrhundert entwickelte sich die Elektrizität zur immer stärker werdenden Alternative zum Gas.",
      "Deshalb konnte bei der Weltausstellung 1893 ein elektrischer Herd vorgestellt werden.",
    ]);
    expect(
      cut(
        "Das Urintrinken gilt als weniger gefährlich als der Konsum des Pilzes selbst, da die enthaltenen Gifte wie Muscarin vom Körper erst abgebaut werden.",
      ),
    ).toBeUndefined();
  });

  it("turns a relative clause at the end into a sentence that opens with the pronoun", () => {
    expect(
      cut(
        "Die Signale sind in einer vom Rand der Platte spiralförmig nach innen verlaufenden Rille gespeichert, deren Flanken die Schallschwingung des gespeicherten Signals abbilden.",
      ),
    ).toEqual([
      "Die Signale sind in einer vom Rand der Platte spiralförmig nach innen verlaufenden Rille gespeichert.",
      "Deren Flanken bilden die Schallschwingung des gespeicherten Signals ab.",
    ]);
    expect(
      cut(
        "Bei Amazon Dash handelt es sich um ein drahtloses, batteriebetriebenes Gerät, das für Kunden auf Knopfdruck ein Produkt des täglichen Bedarfs bestellen kann.",
      ),
    ).toEqual([
      "Bei Amazon Dash handelt es sich um ein drahtloses, batteriebetriebenes Gerät.",
      "Das kann für Kunden auf Knopfdruck ein Produkt des täglichen Bedarfs bestellen.",
    ]);
  });

  it("cuts a main clause at 'und' + a verb that shares its subject, which comes back as a pronoun", () => {
    expect(
      cut(
        "Der zunehmende Abfluss des Gletscherwassers führt außerdem zum globalen Anstieg des Meeresspiegels und bedroht damit auch viele Menschen an den Küsten.",
      ),
    ).toEqual([
      "Der zunehmende Abfluss des Gletscherwassers führt außerdem zum globalen Anstieg des Meeresspiegels.",
      "Er bedroht damit auch viele Menschen an den Küsten.",
    ]);
    expect(
      cut(
        "In der neuen Rolle zeigt man sich ganz anders und sieht auch die anderen Menschen für ein paar Tage ganz anders.",
      ),
    ).toEqual([
      "In der neuen Rolle zeigt man sich ganz anders.",
      "Man sieht auch die anderen Menschen für ein paar Tage ganz anders.",
    ]);
  });

  it("does not cut 'und' between two participles of one auxiliary, or inside a subordinate clause", () => {
    expect(
      cut(
        "Der bekannte Fußballspieler aus Brasilien wurde in der Bundesliga in den Jahren nach 2005 sehr oft für seine Leistung gelobt und ausgezeichnet.",
      ),
    ).toBeUndefined();
    expect(
      cut(
        "Die Stadtverwaltung teilt allen Bürgerinnen und Bürgern mit, dass die Bibliothek im Sommer umgebaut wird und ab dem 1. September wieder öffnet.",
      ),
    ).toBeUndefined();
  });

  it("keeps two verb phrases of one relative clause together, in main-clause order", () => {
    expect(
      cut(
        "Man unterscheidet dabei zwischen der Renaissance als kulturellem Wandel und dem Humanismus als der Bildungsbewegung, die den Umbruch begleitete und ihm wichtige Impulse gab.",
      ),
    ).toEqual([
      "Man unterscheidet dabei zwischen der Renaissance als kulturellem Wandel und dem Humanismus als der Bildungsbewegung.",
      "Die begleitete den Umbruch und gab ihm wichtige Impulse.",
    ]);
    for (const sentence of [
      // A relative clause of its own after "und", the pronoun as the object of a named subject.
      "Neben dem Gründungsmythos besitzt Flensburg einen apokalyptischen Mythos zu seinem Untergang, dessen Ausgangspunkt beim Hafermarkt liegt und in dem ein Schwein eine Rolle spielt.",
      "In ihm kommt eine weitgehend unkritische Haltung zum Soldatenleben in der Schweiz zum Ausdruck, die Frisch 1974 in seinem Dienstbüchlein aufarbeitete und revidierte.",
    ])
      expect(cut(sentence)).toBeUndefined();
  });

  it("keeps a restricting relative clause, a zu-infinitive, a Konjunktiv and an attribute of the genitive's noun", () => {
    for (const sentence of [
      // A bare noun, an ordinal or superlative: the relative clause says which ones.
      "Nach Paragraf 15 dieses Gesetzes dürfen solche Gegenstände im Handel nur von Personen gekauft werden, die mindestens 18 Jahre alt sind.",
      "Plinius der Ältere schreibt in seiner Naturalis historia, Scipio der Jüngere sei der erste Römer in der Stadt gewesen, der sich rasierte.",
      // "das Land" is an article + noun in a zu-infinitive, not a relative pronoun.
      "Im Jahr 1802 ersuchte er den chinesischen Kaiser in einem langen Brief um die Erlaubnis, das Land in Nam Viet umbenennen zu dürfen.",
      "Besonders wäre es für den Reisenden in der Zeitmaschine unmöglich, wieder zurückzukehren, wohl aber in eine Parallelwelt, die dieser fast identisch wäre.",
      "Bei der Theorienbildung durch Deduktion erzeugt der Wissenschaftler durch kreative Akte sinnvolle Hypothesen, deren Übereinstimmung mit dem Datenmaterial er danach überprüft.",
      "In europäischen Gewässern konnten insgesamt 32 Walarten nachgewiesen werden, darunter 25 Arten, die zu den Zahnwalen und sieben, die zu den Bartenwalen gehören.",
    ])
      expect(cut(sentence)).toBeUndefined();
  });

  it("gives no pronoun to a name, after a second subject or inside entweder … oder", () => {
    for (const sentence of [
      "Königsberg wurde im Jahr 1525 die Hauptstadt im Herzogtum Preußen und war im Jahr 1701 der Ort der Königskrönung Friedrichs III.",
      "Im Dezember 2008 testete die Stiftung Warentest 20 Player und der kleine iPod bekam die Gesamtnote 2,5 und belegte damit Platz 2.",
      "So verharren die kleinen Vögel entweder regungslos im hohen Gras und sind dann kaum auszumachen oder suchen Schutz in der Vegetation.",
    ])
      expect(cut(sentence)).toBeUndefined();
  });

  it("leaves sentences of 20 words or fewer alone", () => {
    expect(
      cut(
        "Der Personalmangel trifft vor allem die alten Menschen in Deutschland, die die Pflege so dringend brauchen.",
      ),
    ).toBeUndefined();
  });

  it("does not cut a verb-final clause, reported speech, a restrictive or a coordinated relative clause", () => {
    // "und der Wind stark weht" closes a condition, it is no main clause.
    expect(
      cut(
        "Wir bleiben an diesem langen Wochenende im Sommer lieber zu Hause, wenn es den ganzen Tag regnet, und der Wind stark weht.",
      ),
    ).toBeUndefined();
    expect(
      cut(
        "Der Sprecher der Stadtverwaltung erklärte gestern am Abend vor der versammelten Presse, die Firma habe das Geld längst bezahlt.",
      ),
    ).toBeUndefined();
    expect(
      cut(
        "Nach den neuen Regeln bekommen in diesem Jahr nur diejenigen Familien mit Kindern eine Förderung, die ihren Antrag rechtzeitig stellen.",
      ),
    ).toBeUndefined();
    expect(
      cut(
        "Zunächst benutzte er als Pressmasse Zelluloid, das er unmittelbar vom Erfinder dieses Werkstoffs bezog und das sich bald als technisch ungeeignet erwies.",
      ),
    ).toBeUndefined();
  });

  it("leaves a sentence of 19 or 20 words whole in the pipeline (the general split starts over 20)", () => {
    for (const sentence of [
      "Seit der Einführung des Elterngeldes im Jahr 2007 nehmen mehr Väter Elternzeit, aber es sind meistens maximal zwei Monate.",
      "Auch in der Schule wird das Reden in der Mundart gefördert, denn vielerorts wird es in den Unterricht integriert.",
    ])
      expect(einfach(sentence)).toBe(sentence);
  });

  it("runs in Einfache Sprache only; Leichte Sprache keeps its own splitting", () => {
    const text =
      "Die Signale sind in einer vom Rand der Platte spiralförmig nach innen verlaufenden Rille gespeichert, deren Flanken die Schallschwingung des gespeicherten Signals abbilden.";
    expect(einfach(text)).toBe(
      "Die Signale sind in einer vom Rand der Platte spiralförmig nach innen verlaufenden Rille gespeichert. Deren Flanken bilden die Schallschwingung des gespeicherten Signals ab.",
    );
    expect(
      einfach(
        "Der Personalmangel trifft vor allem die alten Menschen in Deutschland, die die Pflege so dringend brauchen.",
      ),
    ).toBe(
      "Der Personalmangel trifft vor allem die alten Menschen in Deutschland, die die Pflege so dringend brauchen.",
    );
  });
});
