ALTER TABLE "users" ADD COLUMN "journal_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every insert, change and delete of a dream raises its owner's journal version in the same
-- transaction, whichever process or tool makes it, so a page cached under an older version is
-- never served again.
CREATE OR REPLACE FUNCTION dream_journal_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET journal_version = journal_version + 1 WHERE id = COALESCE(NEW.user_id, OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dreams_journal_version AFTER INSERT OR UPDATE OR DELETE ON dreams FOR EACH ROW EXECUTE FUNCTION dream_journal_version_bump();
