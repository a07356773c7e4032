import { z } from "zod";

/**
 * Every setting the server reads, with its default. The README's table lists the same
 * variables; `loadConfig` is the only place that reads `process.env`.
 */
const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "muss true oder false sein",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z.url({ error: "muss eine gültige URL sein" }).optional();

export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "muss development, production oder test sein" })
    .default("development"),
  PORT: z.coerce
    .number({ error: "muss eine Zahl sein" })
    .int({ error: "muss eine ganze Zahl sein" })
    .min(0, { error: "muss zwischen 0 und 65535 liegen" })
    .max(65535, { error: "muss zwischen 0 und 65535 liegen" })
    .default(3000),
  HOST: z.string().min(1, { error: "darf nicht leer sein" }).default("127.0.0.1"),
  PUBLIC_URL: z.url({ error: "muss eine gültige URL sein" }).default("http://localhost:3000"),
  TRUST_PROXY: booleanFromString.default(false),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "muss fatal, error, warn, info, debug, trace oder silent sein",
    })
    .default("info"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "muss mit postgres:// oder postgresql:// beginnen" })
    .optional(),
  DATA_DIR: z.string().min(1, { error: "darf nicht leer sein" }).default("./.data"),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, { error: "muss mindestens 32 Zeichen lang sein" }).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: "muss eine Zahl sein" }).int().positive().default(300),
  BODY_LIMIT_BYTES: z.coerce.number({ error: "muss eine Zahl sein" }).int().positive().default(1_048_576),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "muss mit smtp:// oder smtps:// beginnen" })
    .optional(),
  MAIL_FROM: z.string().default("Leicht <noreply@localhost>"),
  CONTACT_EMAIL: z.string().default("kontakt@localhost"),
  TRANSLATION_ENGINE: z.enum(["rules", "openai"], { error: "muss rules oder openai sein" }).default("rules"),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().optional(),
  LLM_MODEL_LEICHT: z.string().optional(),
  LLM_MODEL_EINFACH: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number({ error: "muss eine Zahl sein" }).int().positive().default(60_000),
  LLM_STREAM: booleanFromString.default(true),
  ANON_CHARS_PER_MONTH: z.coerce.number({ error: "muss eine Zahl sein" }).int().nonnegative().default(5400),
  ANON_MAX_CHARS_PER_REQUEST: z.coerce
    .number({ error: "muss eine Zahl sein" })
    .int()
    .positive()
    .default(1800),
  ANON_IP_CHARS_PER_MONTH: z.coerce
    .number({ error: "muss eine Zahl sein" })
    .int()
    .nonnegative()
    .default(27_000),
  OPERATOR_NAME: z.string().optional(),
  OPERATOR_ADDRESS: z.string().optional(),
  OPERATOR_EMAIL: z.string().optional(),
  OPERATOR_PHONE: z.string().optional(),
  OPERATOR_REGISTER: z.string().optional(),
  OPERATOR_VAT_ID: z.string().optional(),
  OPERATOR_REPRESENTATIVE: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  /** true when PUBLIC_URL is https, so cookies get the Secure flag. */
  isSecure: boolean;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Reads and validates the environment once; lists every problem instead of stopping at the first. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    return { ok: false, problems };
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (config.TRANSLATION_ENGINE === "openai" && !config.LLM_BASE_URL) {
    problems.push("LLM_BASE_URL: wird für TRANSLATION_ENGINE=openai gebraucht");
  }
  if (config.TRANSLATION_ENGINE === "openai" && !config.LLM_MODEL) {
    problems.push("LLM_MODEL: wird für TRANSLATION_ENGINE=openai gebraucht");
  }
  if (config.NODE_ENV === "production" && !config.SESSION_SECRET) {
    problems.push("SESSION_SECRET: wird im Betrieb (NODE_ENV=production) gebraucht");
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { ...config, isSecure: config.PUBLIC_URL.startsWith("https://") } };
}

/** Config for tests: defaults plus overrides, validated like the real thing. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const result = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.config;
}
