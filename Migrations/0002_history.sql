-- Every add, replace and remove is a revision. Revisions are keyed by name, not
-- by transitions.id, so a removed spec keeps its history and a re-added one
-- continues its numbering.
CREATE TABLE revisions (
    id        INTEGER PRIMARY KEY,
    name      TEXT    NOT NULL,
    revision  INTEGER NOT NULL,           -- 1, 2, 3 ... per name
    action    TEXT    NOT NULL CHECK (action IN ('add', 'replace', 'remove')),
    author    TEXT    NOT NULL,
    at        TEXT    NOT NULL,           -- ISO 8601, UTC
    change    TEXT    NOT NULL,           -- what changed, in one line
    spec_yaml TEXT,                       -- the spec as `show` prints it; NULL for remove
    UNIQUE (name, revision)
);

-- The worst validation finding, computed when the spec is written, so `list`
-- needs no spec decoding: 'error', 'warning', 'info' or NULL.
ALTER TABLE transitions ADD COLUMN worst TEXT;
