// Fills {placeholders} in rule messages. Templates are split once and cached, so formatting a
// finding is a join of a few strings (the checker formats two messages per finding).
const PLACEHOLDER = /\{(\w+)\}/g;
const compiled = new Map<string, string[]>();

/** Alternating literal text and placeholder names: "a {x} b" -> ["a ", "x", " b"]. */
function compile(template: string): string[] {
  let parts = compiled.get(template);
  if (parts === undefined) {
    parts = template.split(PLACEHOLDER);
    compiled.set(template, parts);
  }
  return parts;
}

export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const parts = compile(template);
  if (parts.length === 1) return template;
  let out = "";
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? "";
    if (index % 2 === 0) out += part;
    else {
      const value = values[part];
      out += value === undefined ? `{${part}}` : String(value);
    }
  }
  return out;
}
