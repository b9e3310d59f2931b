CREATE TABLE "page_images" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_images_id" CHECK ("page_images"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "page_images_kind" CHECK ("page_images"."kind" in ('jpg', 'png', 'svg', 'gif'))
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"restored_from" integer,
	"staff_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_versions_number_positive" CHECK ("page_versions"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_staff_id" integer,
	"published_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_path_shape" CHECK ("pages"."path" ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$')
);
--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_draft_staff_id_staff_id_fk" FOREIGN KEY ("draft_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_published_version_id_page_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_images_created" ON "page_images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_number" ON "page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path" ON "pages" USING btree ("path");