ALTER TABLE "blood_results" ADD COLUMN "graded" jsonb;--> statement-breakpoint
ALTER TABLE "blood_results" ADD COLUMN "graded_key" text;