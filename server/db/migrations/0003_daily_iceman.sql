ALTER TABLE "basket_items" ALTER COLUMN "selected_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "selected_answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "selected_answers" SET DATA TYPE json;