CREATE TABLE "derived_values" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"customer_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "derived_values_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "export_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"entity" text NOT NULL,
	"fields" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discounts_kind" CHECK ("order_discounts"."kind" in ('discount-code', 'gift-card')),
	CONSTRAINT "order_discounts_amount" CHECK ("order_discounts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "derived_values" ADD CONSTRAINT "derived_values_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_queries" ADD CONSTRAINT "export_queries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_queries" ADD CONSTRAINT "export_queries_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "derived_values_customer" ON "derived_values" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "export_queries_company" ON "export_queries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_discounts_used_at" ON "order_discounts" USING btree ("used_at");