-- Stream rights per country (spec 001 §2, issue 14): which sports' live events each country may
-- stream. Stored as one more kind of CMS document, seeded like the others (decision 037).
ALTER TABLE content_documents DROP CONSTRAINT content_documents_kind_check;
ALTER TABLE content_documents
  ADD CONSTRAINT content_documents_kind_check
  CHECK (kind IN ('global', 'seo', 'popular_page', 'translations', 'sports_config', 'stream_rights'));
