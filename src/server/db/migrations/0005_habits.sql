CREATE TABLE "customer_journal_questions" (
	"customer_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_journal_questions_customer_id_question_id_pk" PRIMARY KEY("customer_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "habit_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"journal" jsonb,
	"tracker" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_days_customer_id_day_pk" PRIMARY KEY("customer_id","day"),
	CONSTRAINT "habit_days_has_data" CHECK ("habit_days"."journal" is not null or "habit_days"."tracker" is not null)
);
--> statement-breakpoint
CREATE TABLE "habit_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"token" text NOT NULL,
	"report_data" jsonb NOT NULL,
	"score" integer NOT NULL,
	"score_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "habit_reports_score" CHECK ("habit_reports"."score" between 0 and 100),
	CONSTRAINT "habit_reports_week_start_monday" CHECK (extract(isodow from "habit_reports"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "customer_journal_questions" ADD CONSTRAINT "customer_journal_questions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_days" ADD CONSTRAINT "habit_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reports" ADD CONSTRAINT "habit_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "habit_reports_token" ON "habit_reports" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_reports_live_week" ON "habit_reports" USING btree ("customer_id","week_start") WHERE "habit_reports"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "habit_reports_customer_week" ON "habit_reports" USING btree ("customer_id","week_start");