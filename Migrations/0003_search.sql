-- Full-text search over names, titles, summaries, tags and element ids
-- (`list --search`). One row per transition, rowid = transitions.id, kept in
-- step by herocat in the same transaction as the spec itself. Punctuation
-- separates words, so "mini" finds music.mini-player.
CREATE VIRTUAL TABLE spec_search USING fts5(
    name, title, summary, tags, element_ids,
    tokenize = 'unicode61 remove_diacritics 2'
);
