-- Keeps dream_keyword_counts in step with dreams.keywords, in the same transaction as every
-- insert, change of keywords and delete, whichever process or tool makes it. Keywords count as
-- the profile counts them: trimmed, lower-cased, blanks left out, every occurrence once.
CREATE OR REPLACE FUNCTION dream_keyword_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer := COALESCE(NEW.user_id, OLD.user_id);
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.keywords IS NOT DISTINCT FROM OLD.keywords THEN
    RETURN NULL;
  END IF;
  -- A dream deleted with its account: the account's counts go with it (ON DELETE CASCADE).
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN NULL;
  END IF;
  -- One change of a user's counts at a time: two analyses of the same journal never wait on each other's rows in opposite orders.
  PERFORM pg_advisory_xact_lock(724311906, owner);
  IF TG_OP <> 'INSERT' THEN
    UPDATE dream_keyword_counts c SET dreams = c.dreams - o.n
    FROM (
      SELECT lower(btrim(e)) AS keyword, count(*)::int AS n
      FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(OLD.keywords) = 'array' THEN OLD.keywords ELSE '[]'::jsonb END) e
      WHERE btrim(e) <> ''
      GROUP BY 1
    ) o
    WHERE c.user_id = owner AND c.keyword = o.keyword;
    DELETE FROM dream_keyword_counts WHERE user_id = owner AND dreams <= 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO dream_keyword_counts (user_id, keyword, dreams)
    SELECT owner, lower(btrim(e)), count(*)::int
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(NEW.keywords) = 'array' THEN NEW.keywords ELSE '[]'::jsonb END) e
    WHERE btrim(e) <> ''
    GROUP BY 2
    ON CONFLICT (user_id, keyword) DO UPDATE SET dreams = dream_keyword_counts.dreams + excluded.dreams;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dreams_keyword_counts AFTER INSERT OR DELETE OR UPDATE OF keywords ON dreams FOR EACH ROW EXECUTE FUNCTION dream_keyword_counts_sync();
--> statement-breakpoint
-- The journals kept so far.
INSERT INTO dream_keyword_counts (user_id, keyword, dreams)
SELECT d.user_id, lower(btrim(e)), count(*)::int
FROM dreams d CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(d.keywords) = 'array' THEN d.keywords ELSE '[]'::jsonb END) e
WHERE btrim(e) <> ''
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
