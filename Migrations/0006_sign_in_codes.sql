-- One-time sign-in codes (`herocat token create --link`): each lets one browser sign in
-- once, within minutes, as the token it names. Only a SHA-256 of the code is kept; a
-- used or expired code is deleted when the next one is made.
CREATE TABLE sign_in_codes (
    hash TEXT PRIMARY KEY,
    token_id INTEGER NOT NULL REFERENCES tokens(id),
    expires_at INTEGER NOT NULL,  -- Unix seconds
    used_at TEXT
);
