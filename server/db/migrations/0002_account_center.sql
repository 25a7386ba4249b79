CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text,
	"user_agent" text,
	"result" text NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"unionid" text,
	"nickname" text,
	"user_id" uuid,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD COLUMN "licence_image" text;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "id_front_image" text;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "id_back_image" text;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_unionid" text;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_images" ADD CONSTRAINT "account_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_user_at_idx" ON "login_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "qr_logins_expiry_idx" ON "qr_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "qr_logins_unionid_idx" ON "qr_logins" USING btree ("unionid");--> statement-breakpoint
CREATE UNIQUE INDEX "account_images_kind_key_owner_idx" ON "account_images" USING btree ("kind","storage_key","owner_id");--> statement-breakpoint
CREATE INDEX "account_images_owner_idx" ON "account_images" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD CONSTRAINT "personal_certifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_certifications_name_idx" ON "enterprise_certifications" USING btree ("enterprise_name");--> statement-breakpoint
CREATE INDEX "enterprise_certifications_no_idx" ON "enterprise_certifications" USING btree ("registration_no");--> statement-breakpoint
CREATE INDEX "enterprise_certifications_submitter_idx" ON "enterprise_certifications" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "personal_certifications" ADD CONSTRAINT "personal_certifications_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wechat_unionid_unique" UNIQUE("wechat_unionid");