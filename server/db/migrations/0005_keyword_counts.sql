CREATE TABLE "dream_keyword_counts" (
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"dreams" integer NOT NULL,
	CONSTRAINT "dream_keyword_counts_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "dream_keyword_counts" ADD CONSTRAINT "dream_keyword_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;