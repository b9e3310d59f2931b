CREATE TABLE "ocr_upload_files" (
	"upload_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "ocr_upload_files_upload_id_position_pk" PRIMARY KEY("upload_id","position")
);
--> statement-breakpoint
CREATE TABLE "ocr_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"files" jsonb NOT NULL,
	"tested_at" date,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text,
	"result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "ocr_uploads_purpose" CHECK ("ocr_uploads"."purpose" in ('results', 'review')),
	CONSTRAINT "ocr_uploads_status" CHECK ("ocr_uploads"."status" in ('parsed', 'confirmed', 'queued'))
);
--> statement-breakpoint
ALTER TABLE "ocr_upload_files" ADD CONSTRAINT "ocr_upload_files_upload_id_ocr_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."ocr_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_uploads" ADD CONSTRAINT "ocr_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_uploads" ADD CONSTRAINT "ocr_uploads_result_id_blood_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."blood_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocr_uploads_group" ON "ocr_uploads" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ocr_uploads_customer" ON "ocr_uploads" USING btree ("customer_id");