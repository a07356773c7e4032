import { describe, expect, it } from "vitest";
import { commaSegments } from "./clause-tools.ts";
import { jeDestoAsCondition } from "./je-desto.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const condition = (sentence: string) => render(jeDestoAsCondition(commaSegments(clauseTokens(sentence))));
const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("jeDestoAsCondition", () => {
  it("says 'je …, desto …' as the condition it means, the comparatives before the verbs", () => {
    expect(condition("Je früher Sie den Antrag stellen, desto schneller bekommen Sie Ihr Geld.")).toBe(
      "Wenn Sie den Antrag früher stellen, bekommen Sie Ihr Geld schneller.",
    );
    expect(condition("Je länger Sie warten müssen, desto schneller können Sie das Geld bekommen.")).toBe(
      "Wenn Sie länger warten müssen, können Sie das Geld schneller bekommen.",
    );
    // A separated particle stays last.
    expect(condition("Je früher Sie sich melden, desto schneller kommt das Geld an.")).toBe(
      "Wenn Sie sich früher melden, kommt das Geld schneller an.",
    );
  });

  it("takes the noun along after 'mehr' and 'weniger', and reads 'umso' and 'um so' alike", () => {
    expect(condition("Je mehr Sie verdienen, desto weniger Wohngeld bekommen Sie.")).toBe(
      "Wenn Sie mehr verdienen, bekommen Sie weniger Wohngeld.",
    );
    expect(condition("Je älter ein Kind ist, umso mehr Geld bekommt es.")).toBe(
      "Wenn ein Kind älter ist, bekommt es mehr Geld.",
    );
    expect(condition("Je mehr Menschen kommen, um so besser ist es.")).toBe(
      "Wenn mehr Menschen kommen, ist es besser.",
    );
  });

  it("leaves what is no such pair", () => {
    // A verbless half: there is no verb to say it with.
    expect(condition("Je höher das Einkommen, desto niedriger der Beitrag.")).toBeUndefined();
    expect(condition("Sie bekommen je 5 Euro, die Kinder bekommen 3 Euro.")).toBeUndefined();
    // A story tells a fact: no "Vielleicht".
    expect(condition("Je weiter sie gingen, desto dunkler wurde es.")).toBeUndefined();
    expect(condition("Je nachdem, wie viel Sie verdienen, ändert sich der Betrag.")).toBeUndefined();
  });
});

describe("je … desto in Leichte Sprache", () => {
  it("becomes 'Vielleicht …' / 'Dann …' instead of a cut-off 'Je früher …' sentence", () => {
    expect(leicht("Je früher Sie den Antrag stellen, um so schneller bekommen Sie Ihr Geld.")).toBe(
      "Vielleicht stellen Sie den Antrag früher.\nDann bekommen Sie Ihr Geld schneller.",
    );
    expect(leicht("Je höher das Einkommen, desto niedriger der Beitrag.")).toBe(
      "Je höher das Einkommen, desto niedriger der Beitrag.",
    );
  });
});
