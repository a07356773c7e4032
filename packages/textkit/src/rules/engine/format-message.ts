// Fills {placeholders} in rule messages.
const PLACEHOLDER = /\{(\w+)\}/g;

export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
