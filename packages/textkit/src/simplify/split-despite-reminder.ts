// A long clause that opens with our own reminders ("Trotz unserer Mahnung vom 12. Januar 2026
// haben Sie die Forderungen bis heute nicht beglichen.") tells two things: what we did and what
// the reader did not do. Leichte Sprache says them one after the other: "Wir haben Sie am
// 12. Januar 2026 gemahnt." + "Trotzdem haben Sie die Forderungen bis heute nicht beglichen."
import { type Clause, dateEnd } from "./clause-tools.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { MIN_WORDS } from "./split-deadline.ts";
import { countWords, type Token, word } from "./tokens.ts";

/** Our letters of reminder and what we did with each: "unserer Mahnung" -> "gemahnt". */
const REMINDER_DEEDS: Readonly<Record<string, readonly string[]>> = {
  Mahnung: ["gemahnt"],
  Zahlungserinnerung: ["an", "die", "Zahlung", "erinnert"],
  Erinnerung: ["erinnert"],
  Zahlungsaufforderung: ["zur", "Zahlung", "aufgefordert"],
};

const plain = (token: Token | undefined): string => (token?.text ?? "").replaceAll("·", "");

/** "unserer Mahnung vom 12. Januar 2026" at `at`: the deed, the date and the end; or undefined. */
function reminderAt(
  tokens: readonly Token[],
  at: number,
): { deed: readonly string[]; date: Token[]; end: number } | undefined {
  if (tokens[at]?.text !== "unserer") return undefined;
  const deed = REMINDER_DEEDS[plain(tokens[at + 1])];
  if (deed === undefined || tokens[at + 2]?.text !== "vom") return undefined;
  const end = dateEnd(tokens, at + 3);
  if (end === at + 3) return undefined;
  return { deed, date: tokens.slice(at + 3, end), end };
}

const spaced = (tokens: readonly Token[]): Token[] =>
  tokens.map((token, index) => (index === 0 ? { ...token, space: true } : token));

/** A cheap pre-check: only a clause that opens with "Trotz" may open with our reminders. */
export const opensWithTrotz = (clause: Clause): boolean => clause.tokens[0]?.text.toLowerCase() === "trotz";

/**
 * "Trotz unserer Zahlungserinnerung vom 12. Januar 2026 und unserer Mahnung vom 2. Februar 2026
 * ist … noch immer offen." -> "Wir haben Sie am 12. Januar 2026 an die Zahlung erinnert." +
 * "Am 2. Februar 2026 haben wir Sie gemahnt." + "Trotzdem ist … noch immer offen." Only our own
 * reminders ("unserer"), each with its date, and a finite verb right after them.
 */
export function splitDespiteReminder(clause: Clause): Clause[] | undefined {
  const { tokens } = clause;
  // A closing colon ("… nicht beglichen:") stays with the last sentence, before its list.
  if (!/^[.:]$/.test(clause.end) || countWords(tokens) < MIN_WORDS) return undefined;
  if (!opensWithTrotz(clause)) return undefined;
  const first = reminderAt(tokens, 1);
  if (first === undefined) return undefined;
  let second: ReturnType<typeof reminderAt>;
  let verbAt = first.end;
  if (tokens[verbAt]?.text === "und") {
    second = reminderAt(tokens, verbAt + 1);
    if (second === undefined) return undefined;
    verbAt = second.end;
  }
  const verb = tokens[verbAt];
  if (verb === undefined || finiteReadings(verb).length === 0) return undefined;
  if (countWords(tokens.slice(verbAt)) < 4) return undefined;
  // The first word keeps the case it had (the line's first letter is set later).
  const lowered = tokens[0]?.text !== "Trotz";
  const head = (text: string): Token => ({
    ...word(lowered ? text.toLowerCase() : text),
    space: tokens[0]?.space ?? false,
  });
  const done: Clause[] = [
    {
      tokens: [
        head("Wir"),
        word("haben"),
        word("Sie"),
        word("am"),
        ...spaced(first.date),
        ...first.deed.map((text) => word(text)),
      ],
      end: ".",
    },
  ];
  if (second !== undefined)
    done.push({
      tokens: [
        head("Am"),
        ...spaced(second.date),
        word("haben"),
        word("wir"),
        word("Sie"),
        ...second.deed.map((text) => word(text)),
      ],
      end: ".",
    });
  return [...done, { ...clause, tokens: [head("Trotzdem"), ...tokens.slice(verbAt)] }];
}
