-- Access tokens of `herocat serve`. Only a SHA-256 of each token is kept: the
-- token itself is printed once by `herocat token create`. A revoked token keeps
-- its row (and its name stays taken) so that history authors stay unambiguous.
CREATE TABLE tokens (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
    hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
