// Zod schemas and route constants shared by server and web (architecture §2).
export { z } from "zod";
