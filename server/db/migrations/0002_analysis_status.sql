ALTER TABLE "analysis_events" ADD COLUMN "status" text;--> statement-breakpoint
UPDATE "analysis_events" SET "status" = CASE WHEN NOT "failed" THEN 'ok' WHEN "engine" = 'none' THEN 'error' ELSE 'fallback' END;--> statement-breakpoint
ALTER TABLE "analysis_events" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_events" DROP COLUMN "failed";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo";
