import { describe, expect, it } from "vitest";
import { passiveToActive } from "./passive-to-active.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const active = (sentence: string) => render(passiveToActive(clauseTokens(sentence)));

describe("passiveToActive", () => {
  it("turns a present passive with agent into the active", () => {
    expect(active("Der Antrag wird vom Jobcenter geprüft.")).toBe("Das Jobcenter prüft den Antrag.");
    expect(active("Die Miete wird von der Wohngeldstelle übernommen.")).toBe(
      "Die Wohngeldstelle übernimmt die Miete.",
    );
  });

  it("turns a Präteritum passive into the Perfekt active", () => {
    expect(active("Der Antrag wurde vom Amt abgelehnt.")).toBe("Das Amt hat den Antrag abgelehnt.");
  });

  it("uses a pronoun agent", () => {
    expect(active("Das Formular wird von Ihnen ausgefüllt.")).toBe("Sie füllen das Formular aus.");
  });

  it("does not fire without an agent", () => {
    expect(active("Die Unterlagen werden geprüft.")).toBeUndefined();
  });

  it("does not fire on werden as a full verb or with a modal", () => {
    expect(active("Es wird Abend.")).toBeUndefined();
    expect(active("Der Antrag muss vom Amt geprüft werden.")).toBeUndefined();
  });
});
