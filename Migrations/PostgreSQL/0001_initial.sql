-- herocat catalog on PostgreSQL, schema 1: the SQLite catalog's contents (schema 5) in one
-- step. A spec is kept as its canonical YAML with the columns a listing needs beside it.
-- Applied once, in a transaction; never edited.

-- Names compare byte by byte (COLLATE "C"), as in SQLite, so every listing has one order.
CREATE TABLE transitions (
    name          TEXT COLLATE "C" PRIMARY KEY,
    title         TEXT,
    summary       TEXT,
    pattern       TEXT    NOT NULL,
    element_count INTEGER NOT NULL,
    tags          TEXT[]  NOT NULL,
    worst         TEXT,                 -- error | warning | info, graded when written
    spec_yaml     TEXT    NOT NULL,     -- the spec as `show` prints it
    created_at    TEXT    NOT NULL,     -- ISO 8601, UTC
    updated_at    TEXT    NOT NULL,
    -- Full-text search: names (A), titles (B), tags and element ids (C), summaries (D),
    -- split into words the way SQLite's unicode61 tokenizer splits them.
    search        TSVECTOR NOT NULL
);
CREATE INDEX transitions_search ON transitions USING GIN (search);
CREATE INDEX transitions_tags ON transitions USING GIN (tags);

-- Every add, replace and remove, keyed by name so a removed spec keeps its history.
CREATE TABLE revisions (
    name      TEXT COLLATE "C" NOT NULL,
    revision  INTEGER NOT NULL,
    action    TEXT    NOT NULL CHECK (action IN ('add', 'replace', 'remove')),
    author    TEXT    NOT NULL,
    at        TEXT    NOT NULL,
    change    TEXT    NOT NULL,
    spec_yaml TEXT,                       -- NULL for remove
    PRIMARY KEY (name, revision)
);

-- Access tokens of `herocat serve`, by the SHA-256 of their secret; revoked ones stay.
CREATE TABLE tokens (
    id         BIGSERIAL PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    role       TEXT NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
    hash       TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);

-- What this catalog last exchanged with each directory of spec files (`dump`, `load`).
CREATE TABLE sync_bases (
    directory TEXT NOT NULL,
    name      TEXT COLLATE "C" NOT NULL,
    digest    TEXT NOT NULL,
    revision  INTEGER NOT NULL,
    PRIMARY KEY (directory, name)
);
