CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_name" text NOT NULL,
	"brand" text,
	"device_type" text NOT NULL,
	"image_url" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_name_key" ON "devices" USING btree ("device_name");