// The `hyphen` package ships no types; this declares the part textkit uses.
declare module "hyphen/de/index.js" {
  export function hyphenateSync(
    text: string,
    options?: { hyphenChar?: string; minWordLength?: number },
  ): string;
}
