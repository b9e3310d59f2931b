CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"valid_from" date,
	"valid_until" date,
	"max_uses" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code" CHECK ("discount_codes"."code" ~ '^[A-Z0-9-]{4,32}$'),
	CONSTRAINT "discount_codes_off" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off_cents" is null)
        and ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100)
        and ("discount_codes"."amount_off_cents" is null or "discount_codes"."amount_off_cents" > 0)),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."times_used" >= 0 and ("discount_codes"."max_uses" is null or ("discount_codes"."max_uses" > 0 and "discount_codes"."times_used" <= "discount_codes"."max_uses"))),
	CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."valid_from" is null or "discount_codes"."valid_until" is null or "discount_codes"."valid_from" <= "discount_codes"."valid_until")
);
