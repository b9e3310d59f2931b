CREATE TABLE "draw_sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_areas" (
	"area" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"mobile_draw" boolean NOT NULL,
	CONSTRAINT "zip_areas_area" CHECK ("zip_areas"."area" ~ '^[0-9]{3}$')
);
