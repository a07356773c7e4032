-- Trigram similarity for glossary near misses (pg_trgm is a trusted extension from PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
