CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sort_code" text NOT NULL,
	"account_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_items" ALTER COLUMN "selected_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "selected_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "selected_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");