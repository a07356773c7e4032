// German weekday names, Monday first.

export const WEEKDAY_NAMES: readonly string[] = [
  "Montag",
  "Dienstag",
  "Mittwoch",
  "Donnerstag",
  "Freitag",
  "Samstag",
  "Sonntag",
];

/** "montags", "dienstags", …: on every such day. */
export const WEEKDAY_ADVERBS: readonly string[] = WEEKDAY_NAMES.map((day) => `${day.toLowerCase()}s`);
