// Addresses between commas ("…, Am Stadtpark 5, …", "…, Lindenplatz 3, 44137 Dortmund, …"): an
// apposition to the place before them, no clause of their own.
import { isFiniteVerbToken } from "./lexicon-access.ts";
import { isCapitalised, type Token } from "./tokens.ts";

/** ", Am Stadtpark 5,", ", Hauptstraße 12,": (am/im/an der …) capitalised words and a house number. */
export function isStreetSegment(segment: readonly Token[]): boolean {
  const house = segment.at(-1);
  const lead = /^(?:am|im|an|in|auf|zum|zur)$/i.test(segment[0]?.text ?? "") ? 1 : 0;
  const article = lead === 1 && /^(?:der|dem|den)$/.test(segment[1]?.text ?? "") ? 1 : 0;
  const words = segment.slice(lead + article, -1);
  return (
    house?.kind === "n" &&
    /^\d{1,4}[a-z]?$/.test(house.text) &&
    words.length >= 1 &&
    words.length <= 3 &&
    words.every((token) => token.kind === "w" && isCapitalised(token.text) && !isFiniteVerbToken(token))
  );
}

/** Words of a town after its postcode: "Dortmund", "Esslingen am Neckar", "Bergheim an der Lahn". */
const TOWN_LINK = /^(?:am|an|der|im|in|ob|bei)$/;

/** "44137 Dortmund", "73726 Esslingen am Neckar": a postcode and its town. */
export function isPostalTown(segment: readonly Token[]): boolean {
  const [code, ...town] = segment;
  return (
    code?.kind === "n" &&
    /^\d{5}$/.test(code.text) &&
    town.length >= 1 &&
    town.length <= 4 &&
    isCapitalised(town[0]?.text ?? "") &&
    town.every((token) => token.kind === "w" && (isCapitalised(token.text) || TOWN_LINK.test(token.text)))
  );
}

/** "Lindenplatz 3", "Hauptstraße 5a", "44137 Dortmund": a street and its house number, or a postal code and its town. */
export function isAddressSegment(segment: readonly Token[]): boolean {
  const first = segment[0];
  const town = segment.slice(1);
  const postalTown =
    first?.kind === "n" &&
    /^\d{5}$/.test(first.text) &&
    town.length >= 1 &&
    town.length <= 3 &&
    town.every((token) => token.kind === "w" && isCapitalised(token.text));
  return postalTown || isStreetSegment(segment);
}
