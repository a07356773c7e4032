// Writes a lemma relative to a form that shares its beginning: ("Anträge", "Antrag") -> "4ag".
// Used in the form tables to keep the shipped files small.

export function encodeRelativeLemma(form: string, lemma: string): string {
  let shared = 0;
  while (shared < form.length && shared < lemma.length && form[shared] === lemma[shared]) shared += 1;
  return `${shared}${lemma.slice(shared)}`;
}

export function decodeRelativeLemma(form: string, code: string): string {
  const match = /^(\d+)(.*)$/s.exec(code);
  if (match === null) return code;
  return form.slice(0, Number(match[1])) + (match[2] ?? "");
}
