CREATE TABLE "dna_genotype_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"kit_id" integer,
	"status" text NOT NULL,
	"format" text,
	"file_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_bytes" integer DEFAULT 0 NOT NULL,
	"declared_build" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "dna_genotype_sets_source" CHECK ("dna_genotype_sets"."source" in ('upload', 'kit')),
	CONSTRAINT "dna_genotype_sets_status" CHECK ("dna_genotype_sets"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "dna_genotypes" (
	"set_id" integer NOT NULL,
	"rsid" text NOT NULL,
	"chromosome" text NOT NULL,
	"position" integer NOT NULL,
	"genotype" text NOT NULL,
	CONSTRAINT "dna_genotypes_set_id_rsid_pk" PRIMARY KEY("set_id","rsid")
);
--> statement-breakpoint
CREATE TABLE "dna_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"dna_kit_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"customer_id" integer,
	"state" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"sample_fail_popup_viewed_at" timestamp with time zone,
	CONSTRAINT "dna_kits_state" CHECK ("dna_kits"."state" in ('issued', 'registered', 'mailed', 'received', 'sampleFailed', 'resultReady')),
	CONSTRAINT "dna_kits_owner" CHECK (("dna_kits"."state" = 'issued') = ("dna_kits"."customer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "dna_genotype_sets" ADD CONSTRAINT "dna_genotype_sets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_genotype_sets" ADD CONSTRAINT "dna_genotype_sets_kit_id_dna_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."dna_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_genotypes" ADD CONSTRAINT "dna_genotypes_set_id_dna_genotype_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."dna_genotype_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_kits" ADD CONSTRAINT "dna_kits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dna_genotype_sets_customer" ON "dna_genotype_sets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_kits_kit_id" ON "dna_kits" USING btree ("dna_kit_id");--> statement-breakpoint
CREATE INDEX "dna_kits_customer" ON "dna_kits" USING btree ("customer_id");