-- English and Hindi (issue 16): the language each user chose, applied when they sign in.
-- Every existing user reads English until they choose otherwise.
ALTER TABLE app_user ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
