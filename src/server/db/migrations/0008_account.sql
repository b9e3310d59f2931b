CREATE TABLE "blood_upload_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" date NOT NULL,
	"access_expiration" date NOT NULL,
	"will_be_prolonged_at" date,
	"cancelled_at" date
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_addresses_country" CHECK ("customer_addresses"."country" in ('US', 'CA'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents"),
	CONSTRAINT "gift_cards_code" CHECK ("gift_cards"."code" ~ '^[A-Z0-9-]{4,32}$')
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permission_requested_at" timestamp with time zone,
	"permission_granted" boolean DEFAULT false NOT NULL,
	"permission_changed_at" timestamp with time zone,
	CONSTRAINT "team_members_team_id_customer_id_pk" PRIMARY KEY("team_id","customer_id"),
	CONSTRAINT "team_members_status" CHECK ("team_members"."status" in ('invited', 'active'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "woman_health" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"reproductive_stage_id" integer,
	"contraception_type_id" integer,
	"hormone_therapy_type_id" integer,
	"last_period_date" date,
	"cycle_length_days" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "woman_health_cycle" CHECK ("woman_health"."cycle_length_days" is null or "woman_health"."cycle_length_days" between 15 and 60)
);
--> statement-breakpoint
ALTER TABLE "sms_codes" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "count_system" text DEFAULT 'imperial' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "height_cm" double precision;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "waist_cm" double precision;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "hip_cm" double precision;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ethnicity_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gender_identity_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gender_self_description" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "product_team_permission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "product_team_permission_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "blood_upload_subscriptions" ADD CONSTRAINT "blood_upload_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_country_state_regions_country_code_code_fk" FOREIGN KEY ("country","state") REFERENCES "public"."regions"("country_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "woman_health" ADD CONSTRAINT "woman_health_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_upload_subscriptions_customer" ON "blood_upload_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "team_members_customer" ON "team_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "teams_company" ON "teams" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_customer" ON "sms_codes" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_count_system" CHECK ("customers"."count_system" in ('metric', 'imperial'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_height" CHECK ("customers"."height_cm" is null or "customers"."height_cm" between 50 and 260);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_weight" CHECK ("customers"."weight_kg" is null or "customers"."weight_kg" between 20 and 350);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_waist" CHECK ("customers"."waist_cm" is null or "customers"."waist_cm" between 40 and 250);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_hip" CHECK ("customers"."hip_cm" is null or "customers"."hip_cm" between 50 and 250);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_one_owner" CHECK (("sms_codes"."staff_id" is null) <> ("sms_codes"."customer_id" is null));