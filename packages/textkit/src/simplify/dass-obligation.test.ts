import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] => {
  const end = sentence.at(-1) ?? ".";
  return splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );
};

describe("necessity + dass clause", () => {
  it("says what must happen with 'muss' after 'Das ist wichtig:'", () => {
    expect(split("Es ist wichtig, dass Ihr Kind regelmäßig die Schule besucht.", true)).toEqual([
      "Das ist wichtig:",
      "Ihr Kind muss regelmäßig die Schule besuchen.",
    ]);
    expect(split("Es ist notwendig, dass die Unterlagen vollständig sind.", true)).toEqual([
      "Das ist notwendig:",
      "Die Unterlagen müssen vollständig sein.",
    ]);
    expect(
      split("Besonders wichtig ist, dass die Unterlagen bis zum 3. Mai bei uns eingehen.", true),
    ).toEqual(["Das ist besonders wichtig:", "Die Unterlagen müssen bis zum 3. Mai bei uns eingehen."]);
    expect(split("Es ist erforderlich, dass der Antrag vollständig ausgefüllt wird.", true)).toEqual([
      "Das ist erforderlich:",
      "Der Antrag muss vollständig ausgefüllt werden.",
    ]);
    // An apposition of the subject stays with it before the modal.
    expect(split("Es ist wichtig, dass Ihr Kind, Ihr Sohn Max, geimpft ist.", true)).toEqual([
      "Das ist wichtig:",
      "Ihr Kind, Ihr Sohn Max, muss geimpft sein.",
    ]);
    expect(split("Es ist wichtig, dass du dich ausruhst.")).toEqual([
      "Das ist wichtig:",
      "Du musst dich ausruhen.",
    ]);
    expect(split("Es ist nötig, dass der Menschensohn viel leidet.")).toEqual([
      "Das ist nötig:",
      "Der Menschensohn muss viel leiden.",
    ]);
  });

  it("says a negation with 'darf nicht' and a wish of the writer with 'soll'", () => {
    expect(split("Es ist wichtig, dass ihr Kind nicht fehlt.", true)).toEqual([
      "Das ist wichtig:",
      "Ihr Kind darf nicht fehlen.",
    ]);
    expect(split("Es ist wichtig, dass kein Wasser in die Wohnung eindringt.")).toEqual([
      "Das ist wichtig:",
      "Kein Wasser darf in die Wohnung eindringen.",
    ]);
    expect(split("Es ist uns wichtig, dass Sie gut informiert sind.", true)).toEqual([
      "Das ist uns wichtig:",
      "Sie sollen gut informiert sein.",
    ]);
  });

  it("keeps the request for the reader ('Bitte …')", () => {
    expect(split("Es ist wichtig, dass Sie den Antrag rechtzeitig stellen.", true)).toEqual([
      "Bitte stellen Sie den Antrag rechtzeitig.",
      "Das ist wichtig.",
    ]);
  });

  it("does not fire for an expletive 'es', a modal, a Perfekt, a past main clause or a question", () => {
    expect(split("Es ist wichtig, dass es solche Angebote gibt.")).toEqual([
      "Es ist wichtig:",
      "Es gibt solche Angebote.",
    ]);
    expect(split("Es ist wichtig, dass Sie den Antrag stellen können.", true)).toEqual([
      "Es ist wichtig:",
      "Sie können den Antrag stellen.",
    ]);
    expect(split("Es ist wichtig, dass er gekommen ist.")).toEqual(["Es ist wichtig:", "Er ist gekommen."]);
    expect(split("Es war wichtig, dass er kam.")).toEqual(["Es war wichtig:", "Er kam."]);
    expect(split("Es ist wichtig, dass nicht nur Sie kommen.", true)).not.toContain(
      "Nicht nur Sie dürfen kommen.",
    );
  });
});

describe("seeing to it + dass clause", () => {
  it("says what must happen after an obligation to see to it", () => {
    expect(
      split("Die Eltern müssen dafür sorgen, dass ihr Kind regelmäßig am Unterricht teilnimmt.", true),
    ).toEqual(["Die Eltern müssen dafür sorgen:", "Ihr Kind muss regelmäßig am Unterricht teilnehmen."]);
    expect(split("Die Eltern haben dafür zu sorgen, dass ihr Kind nicht fehlt.", true)).toEqual([
      "Die Eltern haben dafür zu sorgen:",
      "Ihr Kind darf nicht fehlen.",
    ]);
    // "dunkle" is also a verb form ("ich dunkle"); before a noun it is the adjective.
    expect(split("Bitte achten Sie darauf, dass Ihr Kind dunkle Kleidung trägt.", true)).toEqual([
      "Bitte achten Sie darauf:",
      "Ihr Kind muss dunkle Kleidung tragen.",
    ]);
    expect(split("Sie müssen darauf achten, dass Ihr Konto gedeckt ist.", true)).toEqual([
      "Sie müssen darauf achten:",
      "Ihr Konto muss gedeckt sein.",
    ]);
    expect(split("Achte darauf, dass du genug trinkst.")).toEqual([
      "Achte darauf:",
      "Du musst genug trinken.",
    ]);
  });

  it("states what someone sees to without an obligation as it is", () => {
    expect(split("Wir sorgen dafür, dass die Kinder genug essen.")).toEqual([
      "Wir sorgen dafür:",
      "Die Kinder essen genug.",
    ]);
    expect(split("Wir werden dafür sorgen, dass ihr euch keine Sorgen machen müsst.")).toEqual([
      "Wir werden dafür sorgen:",
      "Ihr müsst euch keine Sorgen machen.",
    ]);
  });
});

describe("commands + dass clause", () => {
  it("says a command with 'soll'", () => {
    expect(split("Das ist mein Gebot, dass ihr einander liebt.")).toEqual([
      "Das ist mein Gebot:",
      "Ihr sollt einander lieben.",
    ]);
  });
});

describe("questions + dass clause", () => {
  it("asks with 'darf' whether something is allowed", () => {
    expect(split("Erlaubt das Gesetz, dass man Steuern an den Kaiser zahlt?")).toEqual([
      "Darf man Steuern an den Kaiser zahlen?",
      "Erlaubt das Gesetz das?",
    ]);
    expect(split("Erlauben Sie, dass wir Ihre Daten weitergeben?", true)).toEqual([
      "Dürfen wir Ihre Daten weitergeben?",
      "Erlauben Sie das?",
    ]);
    expect(split("Ist es erlaubt, dass man am Sabbat heilt?")).toEqual([
      "Darf man am Sabbat heilen?",
      "Ist das erlaubt?",
    ]);
  });

  it("keeps the question whole when the content takes no 'darf' or the question asks about a thing", () => {
    for (const sentence of [
      "Erlaubt das Gesetz, dass man Steuern zahlen kann?",
      "Erlaubt das Gesetz nicht, dass man Steuern zahlt?",
      "Denn welcher Ruhm liegt darin, dass ihr das ertragt?",
      "Welchen Sinn hat es, dass wir fasten?",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("demanding + dass clause", () => {
  it("says what is demanded with 'soll'", () => {
    expect(
      split("Sie können verlangen, dass wir Ihr Girokonto in ein Pfändungsschutzkonto umwandeln.", true),
    ).toEqual(["Sie können verlangen:", "Wir sollen Ihr Girokonto in ein Pfändungsschutzkonto umwandeln."]);
    expect(split("Das Gericht kann anordnen, dass Sie die Kosten tragen.", true)).toEqual([
      "Das Gericht kann anordnen:",
      "Sie sollen die Kosten tragen.",
    ]);
    expect(split("Sie können beantragen, dass die Zahlung gestundet wird.", true)).toEqual([
      "Sie können beantragen:",
      "Die Zahlung soll gestundet werden.",
    ]);
    expect(split("Der Vermieter verlangt, dass Sie die Wohnung renovieren.", true)).toEqual([
      "Der Vermieter verlangt:",
      "Sie sollen die Wohnung renovieren.",
    ]);
  });

  it("does not fire under a negation or for 'erwarten' (also a forecast)", () => {
    const denied = "Der Vermieter verlangt nicht, dass Sie die Wohnung renovieren.";
    expect(split(denied, true)).toEqual([denied]);
    expect(split("Es wird erwartet, dass sich Ihre Heizkosten verringern.", true)).toEqual([
      "Es wird erwartet:",
      "Ihre Heizkosten verringern sich.",
    ]);
  });
});

describe("a possible consequence + dass clause", () => {
  it("opens the consequence with 'Vielleicht'", () => {
    expect(
      split("Ein verspäteter Antrag kann dazu führen, dass Ihr Aufenthalt unerlaubt wird.", true),
    ).toEqual(["Ein verspäteter Antrag kann dazu führen:", "Vielleicht wird Ihr Aufenthalt unerlaubt."]);
  });

  it("states a consequence that follows for sure as it is", () => {
    expect(split("Ein verspäteter Antrag führt dazu, dass Ihr Aufenthalt unerlaubt wird.", true)).toEqual([
      "Ein verspäteter Antrag führt dazu:",
      "Ihr Aufenthalt wird unerlaubt.",
    ]);
  });
});
