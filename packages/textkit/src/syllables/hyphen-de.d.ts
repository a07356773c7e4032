// The `hyphen` package ships no types; this declares the part textkit uses. It is CommonJS, so
// it is imported as a default export (named ESM imports of it fail under plain Node).
declare module "hyphen/de/index.js" {
  const hyphenDe: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenDe;
}
