import { type LanguageLevel, LanguageLevelSchema, type Separator, z } from "@leicht/contracts";
import { readCookie, writeCookie } from "../../../lib/cookies.ts";

export const PREFERENCE_COOKIE = "translatorPreferences";
export const PREFERENCE_DAYS = 7;
export const EINFACH_TAB_COOKIE = "einfachTabClicked";
export const EINFACH_TAB_DAYS = 365;

/**
 * The preference cookie of spec 001 §3. `mediopoint` is the spec's flag; `separator` says which
 * other way long words are split when it is off ("hyphen" or "none").
 */
export type Preferences = {
  mediopoint: boolean;
  separator: Exclude<Separator, "mediopunkt">;
  languageLevel: LanguageLevel;
  showMarkdown: boolean;
};

export const DEFAULT_PREFERENCES: Preferences = {
  mediopoint: true,
  separator: "hyphen",
  languageLevel: "leichte-sprache-sonnet",
  showMarkdown: true,
};

const PreferencesSchema = z.object({
  mediopoint: z.boolean().catch(DEFAULT_PREFERENCES.mediopoint),
  separator: z.enum(["hyphen", "none"]).catch(DEFAULT_PREFERENCES.separator),
  languageLevel: LanguageLevelSchema.catch(DEFAULT_PREFERENCES.languageLevel),
  showMarkdown: z.boolean().catch(DEFAULT_PREFERENCES.showMarkdown),
});

/** Missing, broken or partial cookies fall back field by field to the defaults. */
export function parsePreferences(raw: string | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    const parsed = PreferencesSchema.safeParse(value);
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function readPreferences(): Preferences {
  return parsePreferences(readCookie(PREFERENCE_COOKIE));
}

export function writePreferences(preferences: Preferences): void {
  writeCookie(PREFERENCE_COOKIE, encodeURIComponent(JSON.stringify(preferences)), PREFERENCE_DAYS);
}

/** What the engine gets as `separator`. */
export function separatorOf(preferences: Pick<Preferences, "mediopoint" | "separator">): Separator {
  return preferences.mediopoint ? "mediopunkt" : preferences.separator;
}

export function hasClickedEinfachTab(): boolean {
  return readCookie(EINFACH_TAB_COOKIE) === "1";
}

export function rememberEinfachTabClicked(): void {
  writeCookie(EINFACH_TAB_COOKIE, "1", EINFACH_TAB_DAYS);
}
