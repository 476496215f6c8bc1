-- herocat catalog, schema 1: transition specs stored normalized so a team can
-- query them with plain SQL. Applied once, in a transaction; never edited.

CREATE TABLE transitions (
    id             INTEGER PRIMARY KEY,
    name           TEXT    NOT NULL UNIQUE,
    format_version INTEGER NOT NULL DEFAULT 1,
    title          TEXT,
    summary        TEXT,
    pattern        TEXT    NOT NULL,
    context        TEXT    NOT NULL,
    host           TEXT    NOT NULL,
    usage          TEXT    NOT NULL,
    namespace      TEXT    NOT NULL,
    canvas_width   REAL,
    canvas_height  REAL,
    from_state     TEXT    NOT NULL,
    to_state       TEXT    NOT NULL,
    animation      TEXT,                 -- canonical SwiftUI animation expression
    created_at     TEXT    NOT NULL,     -- ISO 8601, UTC
    updated_at     TEXT    NOT NULL
);

CREATE TABLE elements (
    transition_id      INTEGER NOT NULL REFERENCES transitions(id) ON DELETE CASCADE,
    position           INTEGER NOT NULL, -- order within the spec, from 0
    element_id         TEXT    NOT NULL, -- the matchedGeometryEffect id
    role               TEXT    NOT NULL,
    kind               TEXT    NOT NULL,
    properties         TEXT    NOT NULL, -- frame | position | size
    anchor_x           REAL    NOT NULL,
    anchor_y           REAL    NOT NULL,
    source             TEXT    NOT NULL, -- from | to: the state whose view is isSource
    namespace          TEXT,             -- overrides the transition's namespace
    from_x             REAL,
    from_y             REAL,
    from_width         REAL,
    from_height        REAL,
    from_corner_radius REAL,
    from_opacity       REAL,
    from_font          TEXT,
    to_x               REAL,
    to_y               REAL,
    to_width           REAL,
    to_height          REAL,
    to_corner_radius   REAL,
    to_opacity         REAL,
    to_font            TEXT,
    transition         TEXT,             -- one-state elements: opacity | scale | move(edge: …) | none
    delay              REAL    NOT NULL DEFAULT 0,
    animation          TEXT,             -- this element's own animation expression
    PRIMARY KEY (transition_id, position),
    CHECK (from_x IS NOT NULL OR to_x IS NOT NULL)
);
CREATE INDEX elements_by_id ON elements(element_id);

CREATE TABLE tags (
    transition_id INTEGER NOT NULL REFERENCES transitions(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    tag           TEXT    NOT NULL,
    PRIMARY KEY (transition_id, position),
    UNIQUE (transition_id, tag)
);
CREATE INDEX tags_by_tag ON tags(tag);

-- Rules a spec opts out of (`disable:`), each with its reason.
CREATE TABLE suppressions (
    transition_id INTEGER NOT NULL REFERENCES transitions(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    rule          TEXT    NOT NULL,
    reason        TEXT,
    PRIMARY KEY (transition_id, position)
);

-- One row per element with its transition's name: the everyday query surface.
CREATE VIEW element_frames AS
SELECT t.name AS transition, e.position, e.element_id, e.role, e.kind, e.properties,
       e.from_x, e.from_y, e.from_width, e.from_height,
       e.to_x, e.to_y, e.to_width, e.to_height,
       e.from_x IS NOT NULL AND e.to_x IS NOT NULL AS matched,
       e.delay, COALESCE(e.animation, t.animation) AS animation
FROM elements e JOIN transitions t ON t.id = e.transition_id;
