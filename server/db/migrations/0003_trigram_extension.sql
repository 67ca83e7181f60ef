-- Trigram matching for the admin's user search (any part of a username or an email). pg_trgm is a
-- trusted extension: the database owner may create it, on PGlite, self-hosted and managed PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
