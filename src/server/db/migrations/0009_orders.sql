CREATE TABLE "mobile_blood_draws" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_part_values" (
	"part_id" integer NOT NULL,
	"marker_abbr" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "test_part_values_part_id_marker_abbr_pk" PRIMARY KEY("part_id","marker_abbr")
);
--> statement-breakpoint
CREATE TABLE "test_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"test_id" integer,
	"tested_at" date NOT NULL,
	"source" text NOT NULL,
	"combined_result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"activated_at" timestamp with time zone,
	"result_id" integer,
	"transferred_at" timestamp with time zone,
	"recipient_first_name" text,
	"recipient_last_name" text,
	"recipient_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tests_recipient" CHECK (("tests"."transferred_at" is null) = ("tests"."recipient_email" is null))
);
--> statement-breakpoint
ALTER TABLE "mobile_blood_draws" ADD CONSTRAINT "mobile_blood_draws_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_part_values" ADD CONSTRAINT "test_part_values_part_id_test_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."test_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_part_values" ADD CONSTRAINT "test_part_values_marker_abbr_blood_markers_abbr_fk" FOREIGN KEY ("marker_abbr") REFERENCES "public"."blood_markers"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_parts" ADD CONSTRAINT "test_parts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_parts" ADD CONSTRAINT "test_parts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_parts" ADD CONSTRAINT "test_parts_combined_result_id_blood_results_id_fk" FOREIGN KEY ("combined_result_id") REFERENCES "public"."blood_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_result_id_blood_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."blood_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_parts_customer" ON "test_parts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tests_customer" ON "tests" USING btree ("customer_id");