ALTER TABLE "quotes" DROP CONSTRAINT "quotes_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_question_set_id_question_sets_id_fk";
