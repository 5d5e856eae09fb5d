CREATE TYPE "public"."payment_item_type" AS ENUM('BOOKING', 'GUEST_ADDITIONAL', 'ACTIVITY_ITEM', 'SCHEDULE_ITEM');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PROCESSING', 'FAILED', 'ONGOING', 'WAITING', 'APPROVED', 'PENDING', 'REJECTED', 'CANCELED', 'VALIDATING', 'PAYMENT_EXTERNAL', 'PAYMENT_HOTEL');--> statement-breakpoint
CREATE TYPE "public"."onboard_type" AS ENUM('PENDING', 'PARTIAL', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('PASSWORD_RESET', 'SIGNUP_CONFIRM');--> statement-breakpoint
CREATE TYPE "public"."wave_side" AS ENUM('COMBO', 'LEFT', 'RIGHT');--> statement-breakpoint
CREATE TYPE "public"."avatar_status" AS ENUM('EMPTY', 'VALID', 'INVALID', 'NOT_VERIFIED', 'UNAVAILABLE');--> statement-breakpoint
CREATE TYPE "public"."face_id_status" AS ENUM('ENABLED', 'DISABLED');--> statement-breakpoint
CREATE TYPE "public"."foreigner_document_type" AS ENUM('RNE', 'PASSPORT', 'DRIVERS_LICENSE', 'OTHERS');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('FEMALE', 'MALE', 'OTHER');--> statement-breakpoint
CREATE TABLE "feature_group_features" (
	"feature_group_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "feature_group_features_feature_group_id_feature_id_pk" PRIMARY KEY("feature_group_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "feature_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"auth_level" integer NOT NULL,
	"use_experience_level" boolean DEFAULT false NOT NULL,
	"use_face_id" boolean DEFAULT false NOT NULL,
	"use_onboard_url" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_groups_key_unique" UNIQUE("key"),
	CONSTRAINT "feature_groups_auth_level_check" CHECK ("feature_groups"."auth_level" >= 0),
	CONSTRAINT "feature_groups_key_upper_check" CHECK ("feature_groups"."key" = upper("feature_groups"."key")),
	CONSTRAINT "feature_groups_onboard_url_check" CHECK (NOT "feature_groups"."use_onboard_url" OR "feature_groups"."use_experience_level")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_key_unique" UNIQUE("key"),
	CONSTRAINT "features_name_unique" UNIQUE("name"),
	CONSTRAINT "features_key_upper_check" CHECK ("features"."key" = upper("features"."key"))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"booking_price" integer,
	"avatar_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "activities_booking_price_check" CHECK ("activities"."booking_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"booking_id" uuid NOT NULL,
	"activity_item_id" uuid NOT NULL,
	CONSTRAINT "booking_items_booking_id_activity_item_id_pk" PRIMARY KEY("booking_id","activity_item_id")
);
--> statement-breakpoint
CREATE TABLE "booking_modalities" (
	"booking_id" uuid NOT NULL,
	"modality_id" uuid NOT NULL,
	CONSTRAINT "booking_modalities_booking_id_modality_id_pk" PRIMARY KEY("booking_id","modality_id")
);
--> statement-breakpoint
CREATE TABLE "booking_schedule_items" (
	"booking_id" uuid NOT NULL,
	"schedule_item_id" uuid NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_schedule_items_booking_id_schedule_item_id_pk" PRIMARY KEY("booking_id","schedule_item_id"),
	CONSTRAINT "booking_schedule_items_price_check" CHECK ("booking_schedule_items"."price" >= 0),
	CONSTRAINT "booking_schedule_items_quantity_check" CHECK ("booking_schedule_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" uuid,
	"booked_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"description" text,
	"booking_price" integer DEFAULT 0 NOT NULL,
	"items_price" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bookings_end_time_check" CHECK ("bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_booking_price_check" CHECK ("bookings"."booking_price" >= 0),
	CONSTRAINT "bookings_items_price_check" CHECK ("bookings"."items_price" >= 0),
	CONSTRAINT "bookings_total_price_check" CHECK ("bookings"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cancellation_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text,
	"minutes_before_schedule_start" integer NOT NULL,
	"exceeded_cancellation_deadline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_histories_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" "payment_item_type" NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"seller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_items_price_check" CHECK ("payment_items"."price" >= 0),
	CONSTRAINT "payment_items_quantity_check" CHECK ("payment_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" "payment_status" DEFAULT 'WAITING' NOT NULL,
	"amount" integer NOT NULL,
	"authorized_at" timestamp with time zone,
	"external_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experience_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"title" text NOT NULL,
	"level" integer NOT NULL,
	"min_allowed_booking_experience" integer NOT NULL,
	"max_allowed_booking_experience" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_levels_level_check" CHECK ("experience_levels"."level" >= 0),
	CONSTRAINT "experience_levels_min_allowed_check" CHECK ("experience_levels"."min_allowed_booking_experience" >= 0),
	CONSTRAINT "experience_levels_max_allowed_check" CHECK ("experience_levels"."max_allowed_booking_experience" >= 0),
	CONSTRAINT "experience_levels_allowed_range_check" CHECK ("experience_levels"."min_allowed_booking_experience" <= "experience_levels"."max_allowed_booking_experience")
);
--> statement-breakpoint
CREATE TABLE "onboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"onboard_type" "onboard_type" DEFAULT 'PENDING' NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"onboarding_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboards_experience_check" CHECK ("onboards"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"title" text NOT NULL,
	"max_day_bookings" integer,
	"max_guest_day_bookings" integer,
	"max_free_guest_day_bookings" integer,
	"guest_booking_price" integer,
	"org_index_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_categories_max_day_bookings_check" CHECK ("user_categories"."max_day_bookings" > 0),
	CONSTRAINT "user_categories_max_guest_day_bookings_check" CHECK ("user_categories"."max_guest_day_bookings" > 0),
	CONSTRAINT "user_categories_max_free_guest_day_bookings_check" CHECK ("user_categories"."max_free_guest_day_bookings" >= 0),
	CONSTRAINT "user_categories_day_covers_guest_check" CHECK ("user_categories"."max_day_bookings" >= "user_categories"."max_guest_day_bookings"),
	CONSTRAINT "user_categories_free_guest_within_guest_check" CHECK ("user_categories"."max_free_guest_day_bookings" <= "user_categories"."max_guest_day_bookings"),
	CONSTRAINT "user_categories_guest_booking_price_check" CHECK ("user_categories"."guest_booking_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_category_links" (
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "user_category_links_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "mail_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_unread" boolean DEFAULT true NOT NULL,
	"booking_id" uuid,
	"booking_queue_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_queue_items" (
	"booking_queue_id" uuid NOT NULL,
	"activity_item_id" uuid NOT NULL,
	CONSTRAINT "booking_queue_items_booking_queue_id_activity_item_id_pk" PRIMARY KEY("booking_queue_id","activity_item_id")
);
--> statement-breakpoint
CREATE TABLE "booking_queue_modalities" (
	"booking_queue_id" uuid NOT NULL,
	"modality_id" uuid NOT NULL,
	CONSTRAINT "booking_queue_modalities_booking_queue_id_modality_id_pk" PRIMARY KEY("booking_queue_id","modality_id")
);
--> statement-breakpoint
CREATE TABLE "booking_queue_schedule_items" (
	"booking_queue_id" uuid NOT NULL,
	"schedule_item_id" uuid NOT NULL,
	CONSTRAINT "booking_queue_schedule_items_pk" PRIMARY KEY("booking_queue_id","schedule_item_id")
);
--> statement-breakpoint
CREATE TABLE "booking_queues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"schedule_id" uuid,
	"booked_date" date NOT NULL,
	"description" text,
	"priorized_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"modality_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"days_of_week" smallint[] DEFAULT '{0,1,2,3,4,5,6}' NOT NULL,
	"total_vacancies" integer,
	"guest_vacancies" integer DEFAULT 0 NOT NULL,
	"lodger_vacancies" integer DEFAULT 0 NOT NULL,
	"is_lodger_vacancies_exclusive" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_user_experience" integer DEFAULT 0 NOT NULL,
	"wave_side" "wave_side",
	"allow_link_bookings" boolean DEFAULT false NOT NULL,
	"allow_partial_time_bookings" boolean DEFAULT false NOT NULL,
	"booking_price" integer DEFAULT 0 NOT NULL,
	"guest_additional_booking_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "activity_schedules_end_date_check" CHECK ("activity_schedules"."end_date" >= "activity_schedules"."start_date"),
	CONSTRAINT "activity_schedules_end_time_check" CHECK ("activity_schedules"."end_time" > "activity_schedules"."start_time"),
	CONSTRAINT "activity_schedules_days_of_week_check" CHECK (array_ndims("activity_schedules"."days_of_week") = 1 AND cardinality("activity_schedules"."days_of_week") > 0 AND "activity_schedules"."days_of_week" <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
	CONSTRAINT "activity_schedules_total_vacancies_check" CHECK ("activity_schedules"."total_vacancies" > 0),
	CONSTRAINT "activity_schedules_guest_vacancies_check" CHECK ("activity_schedules"."guest_vacancies" >= 0 AND "activity_schedules"."guest_vacancies" <= "activity_schedules"."total_vacancies"),
	CONSTRAINT "activity_schedules_lodger_vacancies_check" CHECK ("activity_schedules"."lodger_vacancies" >= 0 AND "activity_schedules"."lodger_vacancies" <= "activity_schedules"."total_vacancies"),
	CONSTRAINT "activity_schedules_min_user_experience_check" CHECK ("activity_schedules"."min_user_experience" >= 0),
	CONSTRAINT "activity_schedules_booking_price_check" CHECK ("activity_schedules"."booking_price" >= 0),
	CONSTRAINT "activity_schedules_guest_additional_booking_price_check" CHECK ("activity_schedules"."guest_additional_booking_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_blocks" (
	"schedule_id" uuid NOT NULL,
	"blocked_date" date NOT NULL,
	CONSTRAINT "schedule_blocks_schedule_id_blocked_date_pk" PRIMARY KEY("schedule_id","blocked_date")
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"total_amount" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "schedule_items_price_check" CHECK ("schedule_items"."price" >= 0),
	CONSTRAINT "schedule_items_total_amount_check" CHECK ("schedule_items"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_occurrences" (
	"schedule_id" uuid NOT NULL,
	"booked_date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"guest_booked" integer DEFAULT 0 NOT NULL,
	"lodger_booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_occurrences_schedule_id_booked_date_pk" PRIMARY KEY("schedule_id","booked_date"),
	CONSTRAINT "schedule_occurrences_booked_check" CHECK ("schedule_occurrences"."booked" >= 0),
	CONSTRAINT "schedule_occurrences_guest_booked_check" CHECK ("schedule_occurrences"."guest_booked" >= 0 AND "schedule_occurrences"."guest_booked" <= "schedule_occurrences"."booked"),
	CONSTRAINT "schedule_occurrences_lodger_booked_check" CHECK ("schedule_occurrences"."lodger_booked" >= 0 AND "schedule_occurrences"."lodger_booked" <= "schedule_occurrences"."booked")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spot_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venture_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_living_area" boolean DEFAULT false NOT NULL,
	"avatar_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'BR' NOT NULL,
	"zip_code" text NOT NULL,
	CONSTRAINT "addresses_state_check" CHECK ("addresses"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "addresses_country_check" CHECK ("addresses"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "addresses_zip_code_check" CHECK ("addresses"."zip_code" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "user_ventures" (
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ventures_user_id_venture_id_pk" PRIMARY KEY("user_id","venture_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"phone" text,
	"cpf" text,
	"cnpj" text,
	"company_name" text,
	"trade_name" text,
	"birth_date" date,
	"health_check" date,
	"bio" text,
	"gender" "gender",
	"avatar_path" text,
	"avatar_status" "avatar_status" DEFAULT 'EMPTY' NOT NULL,
	"face_id_status" "face_id_status" DEFAULT 'DISABLED' NOT NULL,
	"feature_group_id" uuid NOT NULL,
	"host_id" uuid,
	"foreigner_document" text,
	"foreigner_document_type" "foreigner_document_type",
	"use_foreigner_document" boolean DEFAULT false NOT NULL,
	"confirm_pending" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_until" timestamp with time zone,
	"payment_registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_cpf_digits_check" CHECK ("users"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "users_cnpj_digits_check" CHECK ("users"."cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "users_foreigner_document_check" CHECK ("users"."foreigner_document" IS NULL OR "users"."foreigner_document_type" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "ventures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ref" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"cnpj" text NOT NULL,
	"appstore_id" text,
	"playstore_id" text,
	"bio" text,
	"use_linear_onboard_flow" boolean DEFAULT false NOT NULL,
	"avatar_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ventures_ref_upper_check" CHECK ("ventures"."ref" = upper("ventures"."ref")),
	CONSTRAINT "ventures_cnpj_digits_check" CHECK ("ventures"."cnpj" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"venture_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "feature_group_features" ADD CONSTRAINT "feature_group_features_feature_group_id_feature_groups_id_fk" FOREIGN KEY ("feature_group_id") REFERENCES "public"."feature_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_group_features" ADD CONSTRAINT "feature_group_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_activity_item_id_activity_items_id_fk" FOREIGN KEY ("activity_item_id") REFERENCES "public"."activity_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_modalities" ADD CONSTRAINT "booking_modalities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_modalities" ADD CONSTRAINT "booking_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ADD CONSTRAINT "booking_schedule_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_schedule_items" ADD CONSTRAINT "booking_schedule_items_schedule_item_id_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD CONSTRAINT "cancellation_histories_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_histories" ADD CONSTRAINT "cancellation_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_levels" ADD CONSTRAINT "experience_levels_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboards" ADD CONSTRAINT "onboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboards" ADD CONSTRAINT "onboards_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_categories" ADD CONSTRAINT "user_categories_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_category_links" ADD CONSTRAINT "user_category_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_category_links" ADD CONSTRAINT "user_category_links_category_id_user_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."user_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_queue_id_booking_queues_id_fk" FOREIGN KEY ("booking_queue_id") REFERENCES "public"."booking_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_items" ADD CONSTRAINT "booking_queue_items_booking_queue_id_booking_queues_id_fk" FOREIGN KEY ("booking_queue_id") REFERENCES "public"."booking_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_items" ADD CONSTRAINT "booking_queue_items_activity_item_id_activity_items_id_fk" FOREIGN KEY ("activity_item_id") REFERENCES "public"."activity_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_modalities" ADD CONSTRAINT "booking_queue_modalities_booking_queue_id_booking_queues_id_fk" FOREIGN KEY ("booking_queue_id") REFERENCES "public"."booking_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_modalities" ADD CONSTRAINT "booking_queue_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_schedule_items" ADD CONSTRAINT "booking_queue_schedule_items_booking_queue_fk" FOREIGN KEY ("booking_queue_id") REFERENCES "public"."booking_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue_schedule_items" ADD CONSTRAINT "booking_queue_schedule_items_schedule_item_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."schedule_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queues" ADD CONSTRAINT "booking_queues_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queues" ADD CONSTRAINT "booking_queues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queues" ADD CONSTRAINT "booking_queues_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queues" ADD CONSTRAINT "booking_queues_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queues" ADD CONSTRAINT "booking_queues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_blocks" ADD CONSTRAINT "schedule_blocks_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalities" ADD CONSTRAINT "modalities_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD CONSTRAINT "user_ventures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ventures" ADD CONSTRAINT "user_ventures_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_feature_group_id_feature_groups_id_fk" FOREIGN KEY ("feature_group_id") REFERENCES "public"."feature_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_group_features_feature_idx" ON "feature_group_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "feature_groups_name_idx" ON "feature_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "feature_groups_created_at_idx" ON "feature_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_spot_idx" ON "activities" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "activities_name_idx" ON "activities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "activities_is_active_idx" ON "activities" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_items_activity_idx" ON "activity_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "booking_items_activity_item_idx" ON "booking_items" USING btree ("activity_item_id");--> statement-breakpoint
CREATE INDEX "booking_modalities_modality_idx" ON "booking_modalities" USING btree ("modality_id");--> statement-breakpoint
CREATE INDEX "booking_schedule_items_schedule_item_idx" ON "booking_schedule_items" USING btree ("schedule_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_occurrence_user_live_idx" ON "bookings" USING btree ("schedule_id","booked_date","user_id") WHERE "bookings"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_venture_booked_date_idx" ON "bookings" USING btree ("venture_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_venture_created_at_idx" ON "bookings" USING btree ("venture_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_seller_idx" ON "bookings" USING btree ("seller_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_schedule_booked_date_idx" ON "bookings" USING btree ("schedule_id","booked_date");--> statement-breakpoint
CREATE INDEX "bookings_activity_idx" ON "bookings" USING btree ("activity_id","booked_date");--> statement-breakpoint
CREATE INDEX "cancellation_histories_created_at_idx" ON "cancellation_histories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cancellation_histories_minutes_idx" ON "cancellation_histories" USING btree ("minutes_before_schedule_start");--> statement-breakpoint
CREATE INDEX "cancellation_histories_user_idx" ON "cancellation_histories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkins_booking_idx" ON "checkins" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_items_seller_idx" ON "payment_items" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_authorized_at_idx" ON "payments" USING btree ("authorized_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_levels_venture_level_idx" ON "experience_levels" USING btree ("venture_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "onboards_user_venture_idx" ON "onboards" USING btree ("user_id","venture_id");--> statement-breakpoint
CREATE INDEX "onboards_venture_experience_idx" ON "onboards" USING btree ("venture_id","experience");--> statement-breakpoint
CREATE INDEX "user_categories_venture_idx" ON "user_categories" USING btree ("venture_id","title");--> statement-breakpoint
CREATE INDEX "user_category_links_category_idx" ON "user_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("user_id","venture_id","is_unread","created_at");--> statement-breakpoint
CREATE INDEX "notifications_booking_idx" ON "notifications" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "notifications_booking_queue_idx" ON "notifications" USING btree ("booking_queue_id");--> statement-breakpoint
CREATE INDEX "booking_queue_items_activity_item_idx" ON "booking_queue_items" USING btree ("activity_item_id");--> statement-breakpoint
CREATE INDEX "booking_queue_modalities_modality_idx" ON "booking_queue_modalities" USING btree ("modality_id");--> statement-breakpoint
CREATE INDEX "booking_queue_schedule_items_schedule_item_idx" ON "booking_queue_schedule_items" USING btree ("schedule_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_queues_occurrence_user_live_idx" ON "booking_queues" USING btree ("schedule_id","booked_date","user_id") WHERE "booking_queues"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "booking_queues_list_idx" ON "booking_queues" USING btree ("schedule_id","booked_date","priorized_at","created_at");--> statement-breakpoint
CREATE INDEX "booking_queues_venture_booked_date_idx" ON "booking_queues" USING btree ("venture_id","booked_date");--> statement-breakpoint
CREATE INDEX "booking_queues_activity_idx" ON "booking_queues" USING btree ("activity_id","booked_date");--> statement-breakpoint
CREATE INDEX "booking_queues_user_idx" ON "booking_queues" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_schedules_activity_idx" ON "activity_schedules" USING btree ("activity_id","start_date");--> statement-breakpoint
CREATE INDEX "activity_schedules_modality_idx" ON "activity_schedules" USING btree ("modality_id");--> statement-breakpoint
CREATE INDEX "schedule_items_schedule_idx" ON "schedule_items" USING btree ("schedule_id","name");--> statement-breakpoint
CREATE INDEX "schedule_items_user_idx" ON "schedule_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttle_events_lookup_idx" ON "throttle_events" USING btree ("bucket","subject","created_at");--> statement-breakpoint
CREATE INDEX "modalities_spot_idx" ON "modalities" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "spots_venture_idx" ON "spots" USING btree ("venture_id");--> statement-breakpoint
CREATE INDEX "spots_name_idx" ON "spots" USING btree ("name");--> statement-breakpoint
CREATE INDEX "spots_created_at_idx" ON "spots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_ventures_venture_idx" ON "user_ventures" USING btree ("venture_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_idx" ON "users" USING btree ("email") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_live_idx" ON "users" USING btree ("cpf") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_cnpj_live_idx" ON "users" USING btree ("cnpj") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_foreigner_document_live_idx" ON "users" USING btree ("foreigner_document_type","foreigner_document") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_feature_group_idx" ON "users" USING btree ("feature_group_id","created_at");--> statement-breakpoint
CREATE INDEX "users_host_idx" ON "users" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ventures_ref_live_idx" ON "ventures" USING btree ("ref") WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ventures_cnpj_live_idx" ON "ventures" USING btree ("cnpj") WHERE "ventures"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ventures_name_idx" ON "ventures" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ventures_email_idx" ON "ventures" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ventures_phone_idx" ON "ventures" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "ventures_created_at_idx" ON "ventures" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_venture_idx" ON "wallets" USING btree ("user_id","venture_id");