ALTER TABLE "quotes" ALTER COLUMN "selected_answers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "adjustments" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answer_ids" integer[];--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answers_recorded" CHECK ("quotes"."answer_ids" is not null or ("quotes"."selected_answers" is not null and "quotes"."adjustments" is not null));