import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";

const leicht = (text: string) =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("counterfactualFact in the pipeline", () => {
  it("tells an unreal condition of the past as the Perfekt fact it denies, then 'Sonst …'", () => {
    expect(leicht("Wenn Sie uns rechtzeitig informiert hätten, wäre keine Überzahlung entstanden.")).toBe(
      "Sie haben uns nicht rechtzeitig informiert.\nSonst wäre keine Überzahlung entstanden.",
    );
    expect(
      leicht("Wenn Sie die Miete pünktlich überwiesen hätten, hätten wir Ihnen keine Mahnung geschickt."),
    ).toBe(
      "Sie haben die Miete nicht pünktlich überwiesen.\nSonst hätten wir Ihnen keine Mahnung geschickt.",
    );
    expect(leicht("Wenn du mich gefragt hättest, hätte ich dir geholfen.")).toBe(
      "Du hast mich nicht gefragt.\nSonst hätte ich dir geholfen.",
    );
    expect(leicht("Wenn der König hier gewesen wäre, hätte er den Streit beendet.")).toBe(
      "Der König ist nicht hier gewesen.\nSonst hätte er den Streit beendet.",
    );
    expect(leicht("Wenn Sie heute gekommen wären, hätten Sie den Bescheid gleich mitnehmen können.")).toBe(
      "Sie sind heute nicht gekommen.\nSonst hätten Sie den Bescheid gleich mitnehmen können.",
    );
    expect(leicht("Wenn es geregnet hätte, wäre das Fest ausgefallen.")).toBe(
      "Es hat nicht geregnet.\nSonst wäre das Fest ausgefallen.",
    );
  });

  it("drops a 'nicht' or a plural 'keine' that is there", () => {
    expect(
      leicht("Wenn Sie keine Nebeneinkünfte gehabt hätten, hätten Sie den vollen Betrag erhalten."),
    ).toBe("Sie haben Neben·einkünfte gehabt.\nSonst hätten Sie den vollen Betrag bekommen.");
  });

  it("gives the present for a state verb's Konjunktiv II of the present", () => {
    expect(leicht("Wenn Ihr mich kennen würdet, würdet Ihr auch meinen Vater kennen.")).toBe(
      "Ihr kennt mich nicht.\nSonst würdet Ihr auch meinen Vater kennen.",
    );
  });

  it("keeps the Konjunktiv after 'Sonst'", () => {
    expect(
      leicht("Wenn der Hirte die Schafe gezählt hätte, hätte er das verlorene Schaf früher vermisst."),
    ).toBe("Der Hirte hat die Schafe nicht gezählt.\nSonst hätte er das verlorene Schaf früher vermisst.");
  });

  it("leaves whole what it cannot negate safely", () => {
    for (const sentence of [
      // A bare noun or "ein" would need "kein".
      "Wenn ich Zeit hätte, würde ich dich besuchen.",
      "Wenn Sie ein Konto angegeben hätten, hätten wir das Geld überwiesen.",
      // Possibility, polite wish, quantifier, wish particle.
      "Wenn ich im Lotto gewinnen würde, würde ich ein Haus kaufen.",
      "Wenn Sie kommen würden, würden wir uns sehr freuen.",
      "Wenn alle Mieter bezahlt hätten, wäre die Kasse voll.",
      // Two verbs in the condition.
      "Wenn der Zug nicht verspätet gewesen wäre, hätte ich den Termin geschafft.",
      // A main clause that is no Konjunktiv II.
      "Wenn Sie Fragen hätten, rufen Sie uns an.",
    ])
      expect(leicht(sentence)).toBe(sentence);
  });

  it("tells a full verb's Konjunktiv II after 'Sonst' with 'würde', never in the indicative", () => {
    // Was "Sonst wissen Sie das." / "Sonst bekommen …": a fact instead of what would be.
    expect(leicht("Wenn Sie den Brief gelesen hätten, wüssten Sie das.")).toBe(
      "Sie haben den Brief nicht gelesen.\nSonst würden Sie das wissen.",
    );
    expect(leicht("Wenn ihr mich kennen würdet, kenntet ihr auch meinen Vater.")).toBe(
      "Ihr kennt mich nicht.\nSonst würdet ihr auch meinen Vater kennen.",
    );
    expect(leicht("Wenn Sie den Brief gelesen hätten, wüssten Sie, dass die Frist abgelaufen ist.")).toBe(
      "Sie haben den Brief nicht gelesen.\nSonst würden Sie wissen:\nDie Frist ist abgelaufen.",
    );
    // A particle at the end would need to join the infinitive: left whole.
    const particle = "Wenn er früher gekommen wäre, käme er jetzt nicht zu spät an.";
    expect(leicht(particle)).toBe(particle);
  });

  it("leaves the reader's present in Konjunktiv II and polite wishes whole", () => {
    for (const sentence of [
      // Was "Sie sind nicht einverstanden." / "Sie können heute nicht kommen.": an offer, a wish.
      "Wenn Sie einverstanden wären, würden wir den Vertrag ändern.",
      "Wenn Sie heute kommen könnten, wäre das gut.",
      "Wenn Sie verheiratet wären, bekämen Sie mehr Geld.",
      "Wenn Sie krank wären, müssten Sie zu Hause bleiben.",
      "Wenn Sie mir bis Freitag antworten könnten, wäre das sehr hilfreich.",
    ])
      expect(leicht(sentence)).toBe(sentence);
    // The reader's past is known to the office; a state of someone else's present is still denied.
    expect(leicht("Wenn Sie krank gewesen wären, hätten Sie eine Bescheinigung geschickt.")).toBe(
      "Sie sind nicht krank gewesen.\nSonst hätten Sie eine Bescheinigung geschickt.",
    );
    expect(leicht("Wenn ich das wüsste, würde ich es Ihnen sagen.")).toBe(
      "Ich weiß das nicht.\nSonst würde ich es Ihnen sagen.",
    );
  });
});
