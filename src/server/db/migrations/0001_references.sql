CREATE TABLE "blood_marker_ranges" (
	"marker_id" integer NOT NULL,
	"sex" text NOT NULL,
	"min_a" double precision NOT NULL,
	"max_a" double precision NOT NULL,
	"min_g" double precision NOT NULL,
	"max_g" double precision NOT NULL,
	"min_border_line" double precision NOT NULL,
	"max_border_line" double precision NOT NULL,
	"min_near_normal" double precision NOT NULL,
	"max_near_normal" double precision NOT NULL,
	CONSTRAINT "blood_marker_ranges_marker_id_sex_pk" PRIMARY KEY("marker_id","sex"),
	CONSTRAINT "blood_marker_ranges_sex" CHECK ("blood_marker_ranges"."sex" in ('male', 'female')),
	CONSTRAINT "blood_marker_ranges_order" CHECK ("blood_marker_ranges"."min_border_line" <= "blood_marker_ranges"."min_near_normal" and "blood_marker_ranges"."min_near_normal" <= "blood_marker_ranges"."min_a" and "blood_marker_ranges"."min_a" <= "blood_marker_ranges"."min_g" and "blood_marker_ranges"."min_g" <= "blood_marker_ranges"."max_g" and "blood_marker_ranges"."max_g" <= "blood_marker_ranges"."max_a" and "blood_marker_ranges"."max_a" <= "blood_marker_ranges"."max_near_normal" and "blood_marker_ranges"."max_near_normal" <= "blood_marker_ranges"."max_border_line")
);
--> statement-breakpoint
CREATE TABLE "blood_markers" (
	"id" integer PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"ucum" text NOT NULL,
	"units" jsonb NOT NULL,
	"loinc" text NOT NULL,
	"loinc_alternates" text[] NOT NULL,
	"for_gender" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "blood_markers_abbr_unique" UNIQUE("abbr"),
	CONSTRAINT "blood_markers_loinc_unique" UNIQUE("loinc"),
	CONSTRAINT "blood_markers_for_gender" CHECK ("blood_markers"."for_gender" in ('all', 'male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "configuration" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "countries_code_alpha2" CHECK ("countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "marker_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"for_gender" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "marker_categories_abbr_unique" UNIQUE("abbr"),
	CONSTRAINT "marker_categories_for_gender" CHECK ("marker_categories"."for_gender" in ('all', 'male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "physio_markers" (
	"id" integer PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"units" jsonb NOT NULL,
	"min_value" double precision NOT NULL,
	"max_value" double precision NOT NULL,
	"derived" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "physio_markers_abbr_unique" UNIQUE("abbr")
);
--> statement-breakpoint
CREATE TABLE "physio_result_bands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physio_result_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"physio_marker_id" integer NOT NULL,
	"for_gender" text NOT NULL,
	"label" text NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"sort_order" integer NOT NULL,
	CONSTRAINT "physio_result_bands_marker_gender_label" UNIQUE("physio_marker_id","for_gender","label"),
	CONSTRAINT "physio_result_bands_for_gender" CHECK ("physio_result_bands"."for_gender" in ('all', 'male', 'female')),
	CONSTRAINT "physio_result_bands_order" CHECK ("physio_result_bands"."min_value" is null or "physio_result_bands"."max_value" is null or "physio_result_bands"."min_value" < "physio_result_bands"."max_value")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"categories" text[] NOT NULL,
	"blood_test_included" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "products_package_id_unique" UNIQUE("package_id"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reference_options" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "reference_options_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "reference_options_kind_code" UNIQUE("kind","code"),
	CONSTRAINT "reference_options_kind" CHECK ("reference_options"."kind" in ('ethnicity', 'gender_identity', 'contraception', 'hormone_therapy', 'reproductive_stage'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "regions_country_code_code_pk" PRIMARY KEY("country_code","code"),
	CONSTRAINT "regions_kind" CHECK ("regions"."kind" in ('state', 'district', 'territory', 'province'))
);
--> statement-breakpoint
ALTER TABLE "blood_marker_ranges" ADD CONSTRAINT "blood_marker_ranges_marker_id_blood_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."blood_markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_markers" ADD CONSTRAINT "blood_markers_category_id_marker_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."marker_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physio_result_bands" ADD CONSTRAINT "physio_result_bands_physio_marker_id_physio_markers_id_fk" FOREIGN KEY ("physio_marker_id") REFERENCES "public"."physio_markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;