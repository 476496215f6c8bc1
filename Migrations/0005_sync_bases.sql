-- What this catalog last exchanged with each directory of spec files (`dump`, `load`):
-- per directory (the id its `.herocat-dump` file keeps, the same in every clone) and
-- spec, the SHA-256 of the spec's canonical YAML and the catalog revision it was at.
-- A load or dump compares the file and the catalog with this base: only the side that
-- moved away from it has changed.
CREATE TABLE sync_bases (
    directory TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    digest    TEXT    NOT NULL,
    revision  INTEGER NOT NULL,
    PRIMARY KEY (directory, name)
) WITHOUT ROWID;
