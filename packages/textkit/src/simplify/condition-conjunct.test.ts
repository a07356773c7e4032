import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a further consequence after ', und' keeps the leading condition", () => {
  it("opens the clause after 'und' with 'Dann' too", () => {
    // A modal or a future "werden" says what follows from the condition.
    expect(split("Wenn Sie Fragen haben, rufen Sie uns an, und wir werden Ihnen helfen.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie uns an.",
      "Dann werden wir Ihnen helfen.",
    ]);
    expect(
      split("Falls Sie nicht kommen, verfällt der Termin, und Sie müssen einen neuen Termin vereinbaren."),
    ).toEqual([
      "Vielleicht kommen Sie nicht.",
      "Dann verfällt der Termin.",
      "Dann müssen Sie einen neuen Termin vereinbaren.",
    ]);
    // An infinitive that is a participle too ("bekommen", "erhalten"), and a passive.
    expect(
      split("Wenn Sie umziehen, müssen Sie sich ummelden, und Sie werden einen neuen Ausweis bekommen.").at(
        -1,
      ),
    ).toBe("Dann werden Sie einen neuen Ausweis bekommen.");
    expect(
      split("Wenn der Antrag vollständig ist, prüfen wir ihn, und Sie werden einen Bescheid erhalten.").at(
        -1,
      ),
    ).toBe("Dann werden Sie einen Bescheid erhalten.");
    expect(split("Wenn Sie umziehen, melden Sie sich um, und Sie werden informiert.").at(-1)).toBe(
      "Dann werden Sie informiert.",
    );
    // A verb-first condition; an "es" before a plural verb gives its place to "Dann".
    expect(split("Zahlen Sie nicht, mahnen wir Sie, und es entstehen weitere Kosten.")).toEqual([
      "Vielleicht zahlen Sie nicht.",
      "Dann mahnen wir Sie.",
      "Dann entstehen weitere Kosten.",
    ]);
  });

  it("leaves other clauses after 'und' as they are", () => {
    // An adverb first, no condition, a cause.
    expect(split("Wenn die Sonne scheint, gehen wir schwimmen, und abends grillen wir.", false).at(-1)).toBe(
      "Abends grillen wir.",
    );
    expect(split("Als er kam, gingen wir los, und es regnete.", false).at(-1)).toBe("Es regnete.");
    expect(split("Weil es regnete, blieben wir zu Hause, und wir spielten Karten.", false).at(-1)).toBe(
      "Wir spielten Karten.",
    );
  });

  it("not for a state, a Perfekt or 'schon': facts of their own", () => {
    expect(
      split("Wenn Sie umziehen, müssen Sie sich ummelden, und das Bürgeramt ist montags geschlossen.").at(-1),
    ).toBe("Das Bürgeramt ist montags geschlossen.");
    expect(
      split("Falls Sie nicht zahlen, mahnen wir Sie, und Sie haben schon zwei Mahnungen bekommen.").at(-1),
    ).toBe("Sie haben schon zwei Mahnungen bekommen.");
    expect(split("Wenn Sie Fragen haben, rufen Sie uns an, und wir helfen Ihnen gern.").at(-1)).toBe(
      "Wir helfen Ihnen gern.",
    );
    expect(
      split("Wenn Sie umziehen, melden Sie sich um, und Sie müssen bereits jetzt einen Termin machen.").at(
        -1,
      ),
    ).toBe("Sie müssen bereits jetzt einen Termin machen.");
  });
});
