// Zod schemas and route constants shared by server and web (architecture §2).

export * from "./contact.ts";
export * from "./errors.ts";
export * from "./log/client-errors.ts";
export * from "./routes.ts";
export { z } from "./zod.ts";
