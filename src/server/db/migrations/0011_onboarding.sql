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
CREATE TABLE "onboarding_options" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"food_group" text,
	"times_per_week" double precision,
	"servings_per_day" double precision,
	"sort_order" integer NOT NULL,
	CONSTRAINT "onboarding_options_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "onboarding_options_kind_code" UNIQUE("kind","code"),
	CONSTRAINT "onboarding_options_kind" CHECK ("onboarding_options"."kind" in ('where_did_you_hear', 'focus_goal', 'focus_value', 'dietary_constraint', 'food', 'food_frequency', 'beverage', 'beverage_frequency', 'takeout_frequency', 'glp1_medication', 'glp1_reason', 'glp1_taking_method')),
	CONSTRAINT "onboarding_options_food_group" CHECK (("onboarding_options"."kind" = 'food') = ("onboarding_options"."food_group" is not null)),
	CONSTRAINT "onboarding_options_times_per_week" CHECK (("onboarding_options"."kind" = 'food_frequency') = ("onboarding_options"."times_per_week" is not null)),
	CONSTRAINT "onboarding_options_servings_per_day" CHECK (("onboarding_options"."kind" = 'beverage_frequency') = ("onboarding_options"."servings_per_day" is not null))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"focus_goal_id" integer,
	"takes_glp1" boolean,
	"diet_saved_at" timestamp with time zone,
	"takeout_frequency_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_beverages" (
	"customer_id" integer NOT NULL,
	"beverage_id" integer NOT NULL,
	"frequency_id" integer NOT NULL,
	CONSTRAINT "questionnaire_beverages_customer_id_beverage_id_pk" PRIMARY KEY("customer_id","beverage_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_dietary_constraints" (
	"customer_id" integer NOT NULL,
	"constraint_id" integer NOT NULL,
	CONSTRAINT "questionnaire_dietary_constraints_customer_id_constraint_id_pk" PRIMARY KEY("customer_id","constraint_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_focus_values" (
	"customer_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "questionnaire_focus_values_customer_id_value_id_pk" PRIMARY KEY("customer_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_foods" (
	"customer_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"frequency_id" integer,
	CONSTRAINT "questionnaire_foods_customer_id_food_id_pk" PRIMARY KEY("customer_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_medications" (
	"customer_id" integer NOT NULL,
	"medication_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"taking_method_id" integer NOT NULL,
	"started_on" date,
	"position" integer NOT NULL,
	CONSTRAINT "questionnaire_medications_customer_id_medication_id_pk" PRIMARY KEY("customer_id","medication_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_physio_values" (
	"customer_id" integer NOT NULL,
	"physio_marker_id" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "questionnaire_physio_values_customer_id_physio_marker_id_pk" PRIMARY KEY("customer_id","physio_marker_id")
);
--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_beverages" ADD CONSTRAINT "questionnaire_beverages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_dietary_constraints" ADD CONSTRAINT "questionnaire_dietary_constraints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_focus_values" ADD CONSTRAINT "questionnaire_focus_values_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_foods" ADD CONSTRAINT "questionnaire_foods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_medications" ADD CONSTRAINT "questionnaire_medications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_physio_values" ADD CONSTRAINT "questionnaire_physio_values_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_physio_values" ADD CONSTRAINT "questionnaire_physio_values_physio_marker_id_physio_markers_id_fk" FOREIGN KEY ("physio_marker_id") REFERENCES "public"."physio_markers"("id") ON DELETE no action ON UPDATE no action;