CREATE TABLE "onboarding_progress" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"research_consent" boolean DEFAULT false NOT NULL,
	"skipped_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"where_did_you_hear_id" integer,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;