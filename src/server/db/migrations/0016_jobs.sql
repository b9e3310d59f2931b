CREATE TABLE "admin_job_files" (
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_job_files_job_id_name_pk" PRIMARY KEY("job_id","name")
);
--> statement-breakpoint
CREATE TABLE "admin_job_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"item_key" text,
	"outcome" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"params" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"summary" text,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_job_files" ADD CONSTRAINT "admin_job_files_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_job_logs" ADD CONSTRAINT "admin_job_logs_job_id_admin_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."admin_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_jobs" ADD CONSTRAINT "admin_jobs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_jobs" ADD CONSTRAINT "admin_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_job_logs_job" ON "admin_job_logs" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "admin_job_logs_item" ON "admin_job_logs" USING btree ("job_id","item_key") WHERE "admin_job_logs"."item_key" is not null;--> statement-breakpoint
CREATE INDEX "admin_jobs_queue" ON "admin_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "admin_jobs_kind" ON "admin_jobs" USING btree ("company_id","kind","id");