DROP INDEX "dreams_user_date_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "dreams_user_date_id_idx" ON "dreams" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "dreams_user_sentiment_date_id_idx" ON "dreams" USING btree ("user_id","sentiment","date","id");--> statement-breakpoint
CREATE INDEX "dreams_user_mood_date_id_idx" ON "dreams" USING btree ("user_id",lower("mood"),"date","id");--> statement-breakpoint
CREATE INDEX "dreams_search_idx" ON "dreams" USING gin ((to_tsvector('english'::regconfig, "dream_text") || jsonb_to_tsvector('english'::regconfig, "keywords", '["string"]'::jsonb)));--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ((lower("username") || ' ' || lower("email")) gin_trgm_ops);