import { describe, expect, it } from "vitest";
import { losesContent } from "./content-guard.ts";
import { tokenize } from "./tokens.ts";

const clauses = (...sentences: string[]) =>
  sentences.map((sentence) => ({ tokens: tokenize(sentence.replace(/[.:!?]$/, "")), end: "." }));

describe("losesContent", () => {
  it("accepts splits that keep every content word in another order or form", () => {
    const source = tokenize("Wir haben Ihren Antrag, den Sie gestellt haben, geprüft");
    expect(
      losesContent(source, clauses("Sie haben den Antrag gestellt.", "Wir haben Ihren Antrag geprüft.")),
    ).toBe(false);
    // A separable verb moved to second place: "umziehen" -> "ziehen … um".
    const moving = tokenize("Bitte teilen Sie uns mit, wenn Sie umziehen");
    expect(
      losesContent(moving, clauses("Vielleicht ziehen Sie um.", "Dann teilen Sie uns das bitte mit.")),
    ).toBe(false);
    // The request of "bitten" is kept by the polite "bitte".
    const asked = tokenize("Wir bitten Sie, dass Sie uns anrufen, wenn Sie Fragen haben");
    expect(losesContent(asked, clauses("Vielleicht haben Sie Fragen.", "Dann rufen Sie uns bitte an."))).toBe(
      false,
    );
    expect(losesContent(asked, clauses("Vielleicht haben Sie Fragen.", "Dann rufen Sie uns an."))).toBe(true);
  });

  it("keeps a noun in -ung by its verb ('Prüfung' -> 'prüfen'), not by another word", () => {
    const source = tokenize("Zur Prüfung, ob Sie Anspruch haben, benötigen wir Unterlagen");
    expect(
      losesContent(source, clauses("Wir prüfen:", "Haben Sie Anspruch?", "Dafür benötigen wir Unterlagen.")),
    ).toBe(false);
    expect(
      losesContent(source, clauses("Wir wollen:", "Haben Sie Anspruch?", "Dafür benötigen wir Unterlagen.")),
    ).toBe(true);
  });

  it("keeps a present participle by its verb ('entstehenden' -> 'entstehen', 'anfallenden' -> 'fallen … an')", () => {
    const costs = tokenize("Die durch den Umzug entstehenden Kosten übernehmen wir nicht");
    expect(
      losesContent(costs, clauses("Durch den Umzug entstehen Kosten.", "Diese Kosten übernehmen wir nicht.")),
    ).toBe(false);
    expect(
      losesContent(costs, clauses("Durch den Umzug gibt es Kosten.", "Diese Kosten übernehmen wir nicht.")),
    ).toBe(true);
    const fees = tokenize("Die für die Teilnahme anfallenden Gebühren zahlen Sie bitte bald");
    expect(
      losesContent(
        fees,
        clauses("Für die Teilnahme fallen Gebühren an.", "Diese Gebühren zahlen Sie bitte bald."),
      ),
    ).toBe(false);
  });

  it("lets 'stattfinden' go where the appointment split says 'ist', also in its verb-final form", () => {
    const source = tokenize("Das Gespräch, das am Montag stattfindet, ist wichtig");
    expect(losesContent(source, clauses("Das Gespräch ist am Montag.", "Das Gespräch ist wichtig."))).toBe(
      false,
    );
  });

  it("rejects a split that drops a clause, a number or a negation", () => {
    const source = tokenize("Ich werde Feuer schicken und es wird seine Festungen fressen");
    expect(losesContent(source, clauses("Ich werde Feuer schicken."))).toBe(true);
    const money = tokenize("Sie bekommen 120 Euro, weil Sie Kinder haben");
    expect(losesContent(money, clauses("Sie haben Kinder.", "Deshalb bekommen Sie Euro."))).toBe(true);
    const negated = tokenize("Wir können den Antrag nicht bearbeiten, weil Unterlagen fehlen");
    expect(
      losesContent(negated, clauses("Unterlagen fehlen.", "Deshalb können wir den Antrag bearbeiten.")),
    ).toBe(true);
  });

  it("lets the existential frame 'es gibt' go, but not 'geben' as a full verb", () => {
    const existential = tokenize("Es gab aber einen, der Barabbas genannt wurde");
    expect(losesContent(existential, clauses("Aber einer wurde Barabbas genannt."))).toBe(false);
    const given = tokenize("Er gab ihr das Buch, das sie gelesen hat");
    expect(losesContent(given, clauses("Er hat ihr das Buch.", "Sie hat das Buch gelesen."))).toBe(true);
  });
});

describe("losesContent: 'nicht nur … sondern auch'", () => {
  it("lets the frame 'es wird geschehen,' go, but not 'geschehen' elsewhere", () => {
    const framed = tokenize("Und es wird geschehen, wenn die Ägypter dich sehen, werden sie sagen");
    expect(
      losesContent(framed, clauses("Und vielleicht sehen die Ägypter dich.", "Dann werden sie sagen.")),
    ).toBe(false);
    const event = tokenize("Es wird nichts geschehen, wenn du kommst");
    expect(losesContent(event, clauses("Vielleicht kommst du.", "Dann wird es nichts."))).toBe(true);
  });

  it("does not count 'nicht nur' before 'sondern auch' as a negation", () => {
    const source = tokenize("Wir zahlen nicht nur die Miete, sondern auch die Heizkosten");
    expect(losesContent(source, clauses("Wir zahlen die Miete.", "Wir zahlen auch die Heizkosten."))).toBe(
      false,
    );
    // Without "sondern auch" the negation must stay.
    const denied = tokenize("Wir zahlen nicht nur die Miete");
    expect(losesContent(denied, clauses("Wir zahlen die Miete."))).toBe(true);
  });
});
