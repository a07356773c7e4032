// Zod schemas and route constants shared by server and web (architecture §2).

export * from "./analyze.ts";
export * from "./check.ts";
export * from "./contact.ts";
export * from "./errors.ts";
export * from "./feedback.ts";
export * from "./glossary.ts";
export * from "./log/client-errors.ts";
export * from "./quota.ts";
export * from "./reroll.ts";
export * from "./routes.ts";
export * from "./statistics.ts";
export * from "./translate.ts";
export * from "./translate-log.ts";
export { z } from "./zod.ts";
