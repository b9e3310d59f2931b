CREATE TABLE "email_preference_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	"custom_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"subscription_types" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tag" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"prolongation_status" text NOT NULL,
	"renewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_tag" CHECK ("memberships"."tag" in ('web', 'apple', 'google')),
	CONSTRAINT "memberships_prolongation" CHECK ("memberships"."prolongation_status" in ('RENEWAL', 'ACTIVE_EXPIRATION', 'PASSIVE_EXPIRATION')),
	CONSTRAINT "memberships_dates" CHECK ("memberships"."expires_at" > "memberships"."started_at")
);
--> statement-breakpoint
CREATE TABLE "notification_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tag" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_tags" (
	"customer_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_tags_customer_id_tag_pk" PRIMARY KEY("customer_id","tag")
);
--> statement-breakpoint
ALTER TABLE "email_preference_feedback" ADD CONSTRAINT "email_preference_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_closures" ADD CONSTRAINT "notification_closures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_tags" ADD CONSTRAINT "notification_tags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_customer" ON "memberships" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "notification_closures_customer_tag" ON "notification_closures" USING btree ("customer_id","tag");