-- Per-country sports configuration (spec 001 §2): which sport and popular-page slugs a visitor's
-- country may not see. Stored as one more kind of CMS document, seeded like the others.
ALTER TABLE content_documents DROP CONSTRAINT content_documents_kind_check;
ALTER TABLE content_documents
  ADD CONSTRAINT content_documents_kind_check
  CHECK (kind IN ('global', 'seo', 'popular_page', 'translations', 'sports_config'));
