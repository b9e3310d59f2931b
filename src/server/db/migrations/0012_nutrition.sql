CREATE TABLE "customer_food_answers" (
	"customer_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"frequency_id" integer,
	CONSTRAINT "customer_food_answers_customer_id_food_id_pk" PRIMARY KEY("customer_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "customer_medications" (
	"customer_id" integer NOT NULL,
	"medication_id" integer NOT NULL,
	CONSTRAINT "customer_medications_customer_id_medication_id_pk" PRIMARY KEY("customer_id","medication_id")
);
--> statement-breakpoint
CREATE TABLE "customer_sports" (
	"customer_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	CONSTRAINT "customer_sports_customer_id_sport_id_pk" PRIMARY KEY("customer_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "customer_supplements" (
	"customer_id" integer NOT NULL,
	"supplement_id" integer NOT NULL,
	"dosage" text,
	"position" integer NOT NULL,
	CONSTRAINT "customer_supplements_customer_id_supplement_id_pk" PRIMARY KEY("customer_id","supplement_id")
);
--> statement-breakpoint
CREATE TABLE "lifestyle_references" (
	"field" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"unit" text,
	"min" double precision,
	"max" double precision,
	"step" double precision,
	"options" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "medications_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nutrition_foods" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"food_group" text NOT NULL,
	"category_id" integer NOT NULL,
	"serving" text NOT NULL,
	"tags" jsonb NOT NULL,
	"nutrients" jsonb NOT NULL,
	"markers" jsonb NOT NULL,
	"evidence" text NOT NULL,
	"interactions" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "nutrition_foods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nutrition_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"willing_to_take_supplements" boolean,
	"nsf_only" boolean DEFAULT false NOT NULL,
	"smoking_status" text,
	"daily_sun_exposure" double precision,
	"weight_goal" text,
	"wake_up_time" text,
	"sleep_duration" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nutrition_preferences_smoking" CHECK ("nutrition_preferences"."smoking_status" is null or "nutrition_preferences"."smoking_status" in ('never', 'former', 'current')),
	CONSTRAINT "nutrition_preferences_weight_goal" CHECK ("nutrition_preferences"."weight_goal" is null or "nutrition_preferences"."weight_goal" in ('lose', 'maintain', 'gain'))
);
--> statement-breakpoint
CREATE TABLE "sport_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"markers" jsonb NOT NULL,
	"evidence" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "sport_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "sports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "supplements" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"nsf_certified" boolean NOT NULL,
	"dosages" jsonb NOT NULL,
	"default_dosage" text NOT NULL,
	"tags" jsonb NOT NULL,
	"markers" jsonb NOT NULL,
	"evidence" text NOT NULL,
	"interactions" jsonb NOT NULL,
	"for_sex" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "supplements_name_unique" UNIQUE("name"),
	CONSTRAINT "supplements_for_sex" CHECK ("supplements"."for_sex" is null or "supplements"."for_sex" in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "applies_when" text;--> statement-breakpoint
ALTER TABLE "customer_food_answers" ADD CONSTRAINT "customer_food_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_food_answers" ADD CONSTRAINT "customer_food_answers_food_id_nutrition_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."nutrition_foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_medications" ADD CONSTRAINT "customer_medications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_medications" ADD CONSTRAINT "customer_medications_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sports" ADD CONSTRAINT "customer_sports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sports" ADD CONSTRAINT "customer_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_supplements" ADD CONSTRAINT "customer_supplements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_supplements" ADD CONSTRAINT "customer_supplements_supplement_id_supplements_id_fk" FOREIGN KEY ("supplement_id") REFERENCES "public"."supplements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_preferences" ADD CONSTRAINT "nutrition_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports" ADD CONSTRAINT "sports_category_id_sport_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sport_categories"("id") ON DELETE no action ON UPDATE no action;