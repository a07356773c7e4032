CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"email" text,
	"user_id" text,
	"star_rating" integer NOT NULL,
	"feedback" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"term_normalised" text NOT NULL,
	"domain" text,
	"forms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forms_normalised" text[] DEFAULT '{}' NOT NULL,
	"explanation_leicht" text NOT NULL,
	"explanation_einfach" text NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complexity" jsonb,
	"source" text,
	"source_url" text,
	"lookups" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_entries_term_unique" UNIQUE("term"),
	CONSTRAINT "glossary_entries_term_normalised_unique" UNIQUE("term_normalised")
);
--> statement-breakpoint
CREATE TABLE "translation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"source_text" text NOT NULL,
	"translated_text" text NOT NULL,
	"formatted_text" text,
	"token_usage" jsonb,
	"complexity" jsonb,
	"simplification_model_version" text,
	"hashed_entry" text,
	"language_level" text NOT NULL,
	"summarize" integer DEFAULT 0 NOT NULL,
	"word_count" integer,
	"active_tab" text,
	"reroll" text
);
--> statement-breakpoint
CREATE TABLE "usage_balances" (
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_balances_subject_kind_subject_id_month_pk" PRIMARY KEY("subject_kind","subject_id","month")
);
--> statement-breakpoint
CREATE TABLE "usage_charges" (
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"hashed_entry" text NOT NULL,
	"charged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_charges_subject_kind_subject_id_hashed_entry_pk" PRIMARY KEY("subject_kind","subject_id","hashed_entry")
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"month" text NOT NULL,
	"characters" integer NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"hashed_entry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "glossary_entries_term_trgm_idx" ON "glossary_entries" USING gin ("term_normalised" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "glossary_entries_forms_idx" ON "glossary_entries" USING gin ("forms_normalised");--> statement-breakpoint
CREATE INDEX "translation_logs_user_idx" ON "translation_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_ledger_subject_idx" ON "usage_ledger" USING btree ("subject_kind","subject_id","month");