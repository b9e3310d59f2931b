CREATE TABLE "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"decision_reason" text,
	"erase_after" timestamp with time zone,
	"job_id" integer,
	"withdrawn_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"bad_lines" integer NOT NULL,
	"existing" integer NOT NULL,
	"duplicates" text,
	"job_id" integer
);
--> statement-breakpoint
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
CREATE TABLE "crm_mappings" (
	"field" text PRIMARY KEY NOT NULL,
	"property" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "crm_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"properties" jsonb NOT NULL,
	"adapter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"digest" text NOT NULL,
	"scope" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "derived_values" ADD CONSTRAINT "derived_values_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_queries" ADD CONSTRAINT "export_queries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_queries" ADD CONSTRAINT "export_queries_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_mappings" ADD CONSTRAINT "crm_mappings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open" ON "deletion_requests" USING btree ("customer_id") WHERE "deletion_requests"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "deletion_requests_state" ON "deletion_requests" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "customer_imports_company" ON "customer_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "derived_values_customer" ON "derived_values" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "export_queries_company" ON "export_queries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_discounts_used_at" ON "order_discounts" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_mappings_property" ON "crm_mappings" USING btree ("property");--> statement-breakpoint
CREATE INDEX "crm_outbox_customer" ON "crm_outbox" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "crm_outbox_job" ON "crm_outbox" USING btree ("job_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_keys_digest" ON "partner_keys" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "partner_keys_company" ON "partner_keys" USING btree ("company_id");--> statement-breakpoint
-- Custom (issue 19, deletion slice): the audit stays append-only, except that the erasure of one
-- customer (a transaction that set `healthspan.erasing_customer` to their id with set_config(…, true))
-- may delete that customer's rows, and only those. UPDATE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.customer_id IS NOT NULL
     AND OLD.customer_id::text = current_setting('healthspan.erasing_customer', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
