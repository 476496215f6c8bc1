-- One-time sign-in codes (`herocat token create --link`), as SQLite's schema 6 keeps them:
-- each lets one browser sign in once, within minutes, as the token it names, by the
-- SHA-256 of the code; a used or expired code is deleted when the next one is made.
CREATE TABLE sign_in_codes (
    hash       TEXT PRIMARY KEY,
    token_id   BIGINT NOT NULL REFERENCES tokens(id),
    expires_at BIGINT NOT NULL,  -- Unix seconds
    used_at    TEXT
);
