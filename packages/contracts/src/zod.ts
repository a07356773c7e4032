import { z } from "zod";
import { de } from "zod/v4/locales";

// Validation messages in German on both sides, so a 400 can be shown to a user as it is.
z.config(de());

export { z };
