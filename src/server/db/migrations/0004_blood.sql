CREATE TABLE "blood_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tested_at" date NOT NULL,
	"published_at" date NOT NULL,
	"source" text NOT NULL,
	"group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_results_published_after_tested" CHECK ("blood_results"."published_at" >= "blood_results"."tested_at")
);
--> statement-breakpoint
CREATE TABLE "blood_values" (
	"result_id" integer NOT NULL,
	"marker_abbr" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "blood_values_result_id_marker_abbr_pk" PRIMARY KEY("result_id","marker_abbr")
);
--> statement-breakpoint
CREATE TABLE "bloodwork_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"result_id" integer,
	"shared_name" text NOT NULL,
	"shared_email" text NOT NULL,
	"shared_fax" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_information" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"overview" text NOT NULL,
	"why_it_matters" text NOT NULL,
	"how_to_improve" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intervention_check_ins" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"intervention_id" integer NOT NULL,
	"is_checked" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intervention_check_ins_customer_id_day_intervention_id_pk" PRIMARY KEY("customer_id","day","intervention_id")
);
--> statement-breakpoint
CREATE TABLE "intervention_markers" (
	"intervention_id" integer NOT NULL,
	"marker_abbr" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "intervention_markers_intervention_id_marker_abbr_pk" PRIMARY KEY("intervention_id","marker_abbr"),
	CONSTRAINT "intervention_markers_direction" CHECK ("intervention_markers"."direction" in ('low', 'high'))
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "interventions_kind" CHECK ("interventions"."kind" in ('food', 'supplement', 'exercise', 'lifestyle'))
);
--> statement-breakpoint
CREATE TABLE "marker_information" (
	"marker_id" integer PRIMARY KEY NOT NULL,
	"what_it_is" text NOT NULL,
	"why_it_matters" text NOT NULL,
	"what_moves_it" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "population_values" (
	"person_id" integer NOT NULL,
	"sex" text NOT NULL,
	"age_band" text NOT NULL,
	"marker_abbr" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "population_values_person_id_marker_abbr_pk" PRIMARY KEY("person_id","marker_abbr"),
	CONSTRAINT "population_values_sex" CHECK ("population_values"."sex" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "recommendation_markers" (
	"recommendation_id" integer NOT NULL,
	"marker_abbr" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "recommendation_markers_recommendation_id_marker_abbr_pk" PRIMARY KEY("recommendation_id","marker_abbr"),
	CONSTRAINT "recommendation_markers_direction" CHECK ("recommendation_markers"."direction" in ('low', 'high'))
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "recommendations_kind" CHECK ("recommendations"."kind" in ('food', 'supplement', 'exercise', 'lifestyle'))
);
--> statement-breakpoint
CREATE TABLE "table_view_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "blood_results" ADD CONSTRAINT "blood_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_values" ADD CONSTRAINT "blood_values_result_id_blood_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."blood_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_values" ADD CONSTRAINT "blood_values_marker_abbr_blood_markers_abbr_fk" FOREIGN KEY ("marker_abbr") REFERENCES "public"."blood_markers"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloodwork_shares" ADD CONSTRAINT "bloodwork_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloodwork_shares" ADD CONSTRAINT "bloodwork_shares_result_id_blood_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."blood_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_information" ADD CONSTRAINT "category_information_category_id_marker_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."marker_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_check_ins" ADD CONSTRAINT "intervention_check_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_check_ins" ADD CONSTRAINT "intervention_check_ins_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_markers" ADD CONSTRAINT "intervention_markers_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_markers" ADD CONSTRAINT "intervention_markers_marker_abbr_blood_markers_abbr_fk" FOREIGN KEY ("marker_abbr") REFERENCES "public"."blood_markers"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_information" ADD CONSTRAINT "marker_information_marker_id_blood_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."blood_markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "population_values" ADD CONSTRAINT "population_values_marker_abbr_blood_markers_abbr_fk" FOREIGN KEY ("marker_abbr") REFERENCES "public"."blood_markers"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_markers" ADD CONSTRAINT "recommendation_markers_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_markers" ADD CONSTRAINT "recommendation_markers_marker_abbr_blood_markers_abbr_fk" FOREIGN KEY ("marker_abbr") REFERENCES "public"."blood_markers"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_view_notes" ADD CONSTRAINT "table_view_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_view_notes" ADD CONSTRAINT "table_view_notes_result_id_blood_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."blood_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_results_customer_tested" ON "blood_results" USING btree ("customer_id","tested_at");--> statement-breakpoint
CREATE INDEX "bloodwork_shares_customer" ON "bloodwork_shares" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "population_values_marker_sex_value" ON "population_values" USING btree ("marker_abbr","sex","value");--> statement-breakpoint
CREATE INDEX "recommendation_markers_marker" ON "recommendation_markers" USING btree ("marker_abbr","direction");--> statement-breakpoint
CREATE INDEX "table_view_notes_result" ON "table_view_notes" USING btree ("result_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sex" CHECK ("customers"."sex" in ('male', 'female'));