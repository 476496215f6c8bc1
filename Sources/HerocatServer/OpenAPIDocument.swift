#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Documentation
import HerocatKit
import Exporters
import SpecModel

/// The OpenAPI 3.1 description of the JSON API, served at `/openapi.json`. Its
/// component schemas (JSON Schema 2020-12) are checked against real responses by
/// the serve tests and by schemathesis. Enumerations come from the code, and the spec's
/// schema is the one `herocat schema spec` prints, so they cannot drift.
enum OpenAPIDocument {
    static let json: String = {
        let patterns = Pattern.allCases.map { jsonString($0.rawValue) }.joined(separator: ", ")
        let formats = Exporter.all.map { jsonString($0.format) }.joined(separator: ", ")
        let specSchema = embedded(Schemas.spec, at: "#/components/schemas/Spec")
        return #"""
        {
          "openapi": "3.1.0",
          "info": {"title": "herocat", "version": "1", "description": "A shared, checked catalog of SwiftUI hero transitions."},
          "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "schemas": {
              "Error": {
                "type": "object", "required": ["code", "message"],
                "properties": {
                  "code": {"type": "string"}, "message": {"type": "string"},
                  "errors": {"type": "array", "items": {"type": "string"}},
                  "findings": {"type": "array", "items": {"$ref": "#/components/schemas/Finding"}},
                  "currentRevision": {"type": ["integer", "null"]},
                  "name": {"type": "string", "description": "The spec a conflict is about"},
                  "names": {"type": "array", "items": {"type": "string"}, "description": "The taken names an exists refuses"},
                  "nearest": {"type": "string"},
                  "revision": {"type": "integer", "description": "The revision a not_found is about"},
                  "removal": {"type": "boolean", "description": "That revision removed the spec, so it has no content"},
                  "closing": {"type": "string", "description": "What the refusal means for the whole operation, the last of errors"},
                  "conflicts": {"type": "array", "description": "A load's or dump's conflicts, with their facts", "items": {
                    "type": "object", "required": ["kind", "name", "base", "revision", "exists", "author", "time"],
                    "properties": {
                      "kind": {"enum": ["changedOnBothSides", "keptFromPruning", "behindCatalog"]}, "name": {"type": "string"}, "file": {"type": "string"},
                      "base": {"type": ["integer", "null"], "description": "The catalog revision last exchanged with the directory (null: never); behindCatalog: the older revision the file holds"},
                      "forcedSide": {"enum": ["file", "catalog"]}, "revision": {"type": "integer"}, "exists": {"type": "boolean"},
                      "author": {"type": "string"}, "time": {"type": "string"}
                    }
                  }}
                }
              },
              "Finding": {
                "type": "object", "required": ["rule", "severity", "transition", "element", "message", "hint", "reference"],
                "properties": {
                  "rule": {"type": "string"}, "severity": {"enum": ["error", "warning", "info"]},
                  "transition": {"type": "string"}, "element": {"type": ["string", "null"]},
                  "message": {"type": "string"}, "hint": {"type": "string"}, "reference": {"type": "string"},
                  "file": {"type": "string"}, "line": {"type": ["integer", "null"]}, "column": {"type": ["integer", "null"]}
                }
              },
              "HistoryEntry": {
                "type": "object", "required": ["revision", "action", "author", "time", "change"], "additionalProperties": false,
                "properties": {
                  "revision": {"type": "integer", "minimum": 1}, "action": {"enum": ["add", "replace", "remove"]},
                  "author": {"type": "string"}, "time": {"type": "string", "format": "date-time"}, "change": {"type": "string"}
                }
              },
              "Summary": {
                "type": "object", "required": ["name", "title", "pattern", "elements", "worst"], "additionalProperties": false,
                "properties": {
                  "name": {"type": "string"}, "title": {"type": ["string", "null"]}, "pattern": {"enum": [\#(patterns)]},
                  "elements": {"type": "integer", "minimum": 0}, "worst": {"enum": ["error", "warning", "info", null]}
                }
              },
              "Page": {
                "type": "object", "required": ["specs", "nextCursor"], "additionalProperties": false,
                "properties": {
                  "specs": {"type": "array", "items": {"$ref": "#/components/schemas/Summary"}},
                  "nextCursor": {"type": ["string", "null"]}
                }
              },
              "Batch": {
                "type": "object", "required": ["specs"], "additionalProperties": false,
                "properties": {"specs": {"type": "array", "minItems": 1, "items": {"$ref": "#/components/schemas/Spec"}}}
              },
              "BatchResult": {
                "type": "object", "required": ["results"], "additionalProperties": false,
                "properties": {"results": {"type": "array", "items": {"$ref": "#/components/schemas/WriteResult"}}}
              },
              "Spec": \#(specSchema),
              "SyncFiles": {
                "type": "object", "required": ["folder", "files"],
                "description": "The directory as the client read it: each visible spec file by its digest alone when it is as last exchanged (the digest GET gave), else by its content, or why it cannot be read",
                "properties": {
                  "folder": {"type": "string", "description": "The directory as the user named it; problems name files by it"},
                  "files": {"type": "array", "items": {
                    "type": "object", "required": ["file"],
                    "oneOf": [{"required": ["digest"]}, {"required": ["content"]}, {"required": ["unreadable"]}],
                    "properties": {
                      "file": {"type": "string", "pattern": "^[^./\\\\\\u0000][^/\\\\\\u0000]*\\.(yaml|yml|json)$"},
                      "digest": {"$ref": "#/components/schemas/Digest"},
                      "content": {"type": "string", "contentEncoding": "base64", "pattern": "^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},
                      "unreadable": {"type": "string"}
                    }
                  }},
                  "exchanges": {"type": "object", "description": "The exchanges the directory's .herocat-dump shows, by catalog token",
                                "propertyNames": {"format": "uuid"}, "additionalProperties": {"type": "integer", "minimum": 0, "maximum": \#(SyncWire.maxSerial)}}
                }
              },
              "SyncExchange": {
                "type": "object", "required": ["token", "serial"],
                "description": "An exchange of this catalog with the directory: the token of the catalog's line in the directory's .herocat-dump, and the serial the directory is to show (a directory showing less than the catalog's last is behind it, and refused)",
                "properties": {"token": {"type": "string", "format": "uuid"}, "serial": {"type": "integer", "minimum": 1, "maximum": \#(SyncWire.maxSerial)}}
              },
              "SyncBase": {
                "type": "object", "required": ["name"],
                "description": "A base to record: the digest the directory and the catalog share, at the catalog revision the dump saw; no digest: the base is gone",
                "properties": {"name": {"type": "string"}, "digest": {"$ref": "#/components/schemas/Digest"}, "revision": {"type": "integer", "minimum": 1, "maximum": \#(Int.max)}}
              },
              "Digest": {"type": "string", "pattern": "^[0-9a-f]{64}$", "description": "SHA-256 of a spec's canonical YAML, in hexadecimal"},
              "WriteResult": {
                "type": "object", "required": ["name", "outcome", "revision", "findings"], "additionalProperties": false,
                "properties": {
                  "name": {"type": "string"}, "outcome": {"enum": ["added", "replaced", "unchanged"]},
                  "revision": {"type": "integer", "minimum": 1},
                  "findings": {"type": "array", "items": {"$ref": "#/components/schemas/Finding"}}
                }
              }
            },
            "responses": {
              "Error": {"description": "An error with a stable code", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            },
            "parameters": {
              "name": {"name": "name", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[a-z0-9][a-z0-9._-]*$", "maxLength": \#(CatalogName.maxLength)}},
              "directory": {"name": "directory", "in": "path", "required": true, "description": "The directory's id, from its .herocat-dump file",
                            "schema": {"type": "string", "pattern": "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"}},
              "ifMatch": {"name": "If-Match", "in": "header", "description": "An ETag this server gave: the revision the spec must still be at (412 if not; a weak W/ tag never matches, so it is 412 too)",
                          "schema": {"type": "string", "pattern": "^\"[1-9][0-9]{0,17}\"$"}}
            },
            "requestBodies": {
              "Spec": {"required": true, "content": {"application/yaml": {"schema": {"$ref": "#/components/schemas/Spec"}}, "application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}}},
              "Batch": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Batch"}}, "application/yaml": {"schema": {"$ref": "#/components/schemas/Batch"}}}}
            }
          },
          "security": [{"bearer": []}],
          "paths": {
            "/healthz": {"get": {"security": [], "responses": {"200": {"description": "Up", "content": {"application/json": {"schema": {"type": "object", "required": ["status"]}}}},
                                                                "503": {"description": "Shutting down (SIGTERM): send no more", "content": {"application/json": {"schema": {"type": "object", "required": ["status"]}}}},
                                                                \#(errors(401))}}},
            "/metrics": {"get": {"description": "Needs an admin token.", "responses": {"200": {"description": "Prometheus text format 0.0.4", "content": {"text/plain": {"schema": {"type": "string"}}}}, \#(errors(401, 403))}}},
            "/api/rules": {"get": {"responses": {"200": {"description": "The rule catalog", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "object", "required": ["identifier", "severity", "reference"]}}}}}, \#(errors(401))}}},
            "/api/validate": {"post": {
              "description": "Any document is checked: one that is empty, unreadable or not a valid spec answers 200 with an invalid_spec finding, as 'herocat validate' reports it.",
              "requestBody": {"required": false, "content": {"application/yaml": {"schema": {}}, "application/json": {"schema": {}}}},
              "responses": {"200": {"description": "The findings", "content": {"application/json": {"schema": {"type": "object", "required": ["transition", "worst", "findings"],
                              "properties": {"findings": {"type": "array", "items": {"$ref": "#/components/schemas/Finding"}}}}}}},
                            \#(errors(400, 401, 413))}}},
            "/api/batch": {"post": {
              "description": "Several specs in one transaction, as 'herocat add' stores several files: every spec is stored, or none is. With replace, taken names are updated; with If-Match, every spec must be at that revision.",
              "parameters": [{"$ref": "#/components/parameters/ifMatch"}, {"name": "replace", "in": "query", "schema": {"type": "boolean"}},
                             {"name": "force", "in": "query", "schema": {"type": "boolean"}}],
              "requestBody": {"$ref": "#/components/requestBodies/Batch"},
              "responses": {"200": {"description": "Every spec stored: each write's result, in the batch's order", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/BatchResult"}}}},
                            \#(errors(400, 401, 403, 409, 412, 413, 422))}}},
            "/api/sync/{directory}": {
              "parameters": [{"$ref": "#/components/parameters/directory"}],
              "get": {"description": "'herocat load' and 'dump' with --remote: what this catalog last exchanged with the directory. Needs an editor token.",
                      "responses": {"200": {"description": "The digest of each spec as last exchanged, by name", "content": {"application/json": {"schema": {
                        "type": "object", "required": ["bases"], "properties": {"bases": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/Digest"}},
                                                                                 "exchange": {"$ref": "#/components/schemas/SyncExchange"}}}}}},
                                    \#(errors(400, 401, 403))}}
            },
            "/api/sync/{directory}/load": {
              "parameters": [{"$ref": "#/components/parameters/directory"}],
              "post": {
                "description": "'herocat load --remote': the directory's files applied in one transaction, each spec decided three ways between the file, the catalog and the base; every problem (invalid files, conflicts, error findings) in one refusal, nothing written. Needs an editor token; with prune, an admin's.",
                "parameters": [{"name": "prune", "in": "query", "schema": {"type": "boolean"}}, {"name": "force", "in": "query", "schema": {"type": "boolean"}}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SyncFiles"}}}},
                "responses": {"200": {"description": "What the load did", "content": {"application/json": {"schema": {
                  "type": "object", "required": ["files", "added", "changed", "unchanged", "removed", "asExchanged", "notes"],
                  "properties": {
                    "files": {"type": "integer"}, "added": {"type": "integer"}, "changed": {"type": "integer"}, "unchanged": {"type": "integer"},
                    "removed": {"type": "integer"}, "asExchanged": {"type": "integer"},
                    "notes": {"type": "array", "items": {"type": "object", "required": ["kind", "name", "revision", "exists", "author", "time"],
                      "properties": {"kind": {"enum": ["tookFileVersion", "keptFromPruning"]}, "name": {"type": "string"}, "revision": {"type": "integer"},
                                     "exists": {"type": "boolean"}, "author": {"type": "string"}, "time": {"type": "string"}}}}
                  }}}}},
                              \#(errors(400, 401, 403, 412, 413, 422))}
              }
            },
            "/api/sync/{directory}/dump": {
              "parameters": [{"$ref": "#/components/parameters/directory"}],
              "post": {
                "description": "'herocat dump --remote': what to write and delete in the directory, decided as a local dump decides; nothing is recorded until the client posts the bases once the files are written. Needs an editor token.",
                "parameters": [{"name": "force", "in": "query", "schema": {"type": "boolean"}}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SyncFiles"}}}},
                "responses": {"200": {"description": "The dump to make", "content": {"application/json": {"schema": {
                  "type": "object", "required": ["written", "unchanged", "removed", "notLoaded", "deletedFiles", "strays", "writes", "deletions", "bases"],
                  "properties": {
                    "written": {"type": "integer"}, "unchanged": {"type": "integer"}, "removed": {"type": "integer"},
                    "notLoaded": {"type": "array", "items": {"type": "string"}}, "deletedFiles": {"type": "array", "items": {"type": "string"}},
                    "strays": {"type": "array", "items": {"type": "string"}},
                    "writes": {"type": "array", "items": {"type": "object", "required": ["file", "yaml"], "properties": {"file": {"type": "string"}, "yaml": {"type": "string"}}}},
                    "deletions": {"type": "array", "items": {"type": "string"}},
                    "bases": {"type": "array", "items": {"$ref": "#/components/schemas/SyncBase"}},
                    "exchange": {"$ref": "#/components/schemas/SyncExchange"}
                  }}}}},
                              \#(errors(400, 401, 403, 412, 413))}
              }
            },
            "/api/sync/{directory}/bases": {
              "parameters": [{"$ref": "#/components/parameters/directory"}],
              "post": {
                "description": "A dump's bases, once its files are written. Only what is still true is recorded: a spec changed since the dump keeps its old base. Needs an editor token.",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {
                  "type": "object", "required": ["bases"], "properties": {"bases": {"type": "array", "items": {"$ref": "#/components/schemas/SyncBase"}},
                                                                           "exchange": {"$ref": "#/components/schemas/SyncExchange"}}}}}},
                "responses": {"200": {"description": "How many bases were recorded", "content": {"application/json": {"schema": {
                  "type": "object", "required": ["recorded"], "properties": {"recorded": {"type": "integer", "minimum": 0}}}}}},
                              \#(errors(400, 401, 403, 413))}
              }
            },
            "/api/specs": {
              "get": {
                "parameters": [
                  {"name": "search", "in": "query", "schema": {"type": "string"}}, {"name": "tag", "in": "query", "schema": {"type": "string"}},
                  {"name": "pattern", "in": "query", "schema": {"enum": [\#(patterns)]}},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": \#(SpecsController.maxLimit), "default": \#(SpecsController.defaultLimit)}},
                  {"name": "cursor", "in": "query", "schema": {"type": "string"}}
                ],
                "responses": {"200": {"description": "A page", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Page"}}}}, \#(errors(400, 401))}
              },
              "post": {
                "parameters": [{"name": "force", "in": "query", "schema": {"type": "boolean"}}],
                "requestBody": {"$ref": "#/components/requestBodies/Spec"},
                "responses": {"201": {"description": "Stored", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              \#(errors(400, 401, 403, 409, 413, 422))}
              }
            },
            "/api/specs/{name}": {
              "parameters": [{"$ref": "#/components/parameters/name"}],
              "get": {"responses": {"200": {"description": "The spec; ETag is its revision", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}, "application/yaml": {"schema": {"type": "string"}}}},
                                    "304": {"description": "Not modified (If-None-Match)"}, \#(errors(400, 401, 404))}},
              "put": {
                "parameters": [{"$ref": "#/components/parameters/ifMatch"}, {"name": "force", "in": "query", "schema": {"type": "boolean"}}],
                "requestBody": {"$ref": "#/components/requestBodies/Spec"},
                "responses": {"200": {"description": "Replaced or unchanged", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              "201": {"description": "Added", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              \#(errors(400, 401, 403, 412, 413, 422))}
              },
              "delete": {"parameters": [{"$ref": "#/components/parameters/ifMatch"}],
                         "responses": {"204": {"description": "Removed"}, \#(errors(400, 401, 403, 404, 412))}}
            },
            "/api/specs/{name}/history": {
              "parameters": [{"$ref": "#/components/parameters/name"}],
              "get": {"description": "A removed spec keeps its history: this answers after a DELETE too.", "responses": {"200": {"description": "Every revision", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/HistoryEntry"}}}}},
                                    \#(errors(400, 401, 404))}}
            },
            "/api/specs/{name}/diff": {
              "parameters": [{"$ref": "#/components/parameters/name"},
                             {"name": "from", "in": "query", "description": "Defaults to the revision before 'to'; 0 is the empty text before the first revision.", "schema": {"type": "integer", "minimum": 0, "maximum": \#(Int.max)}},
                             {"name": "to", "in": "query", "description": "Defaults to the newest revision.", "schema": {"type": "integer", "minimum": 1, "maximum": \#(Int.max)}}],
              "get": {"description": "The unified line diff of two revisions' YAML, labelled NAME@FROM and NAME@TO; empty when no line changed. A removal diffs as empty text.",
                      "responses": {"200": {"description": "The diff", "content": {"text/plain": {"schema": {"type": "string"}}}}, \#(errors(400, 401, 404))}}
            },
            "/api/specs/{name}/export": {
              "parameters": [{"$ref": "#/components/parameters/name"}, {"name": "format", "in": "query", "required": true, "schema": {"enum": [\#(formats)]}}],
              "get": {"responses": {"200": {"description": "The export: code as text, JSON documents as JSON", "content": {"text/plain": {"schema": {"type": "string"}}, "application/json": {"schema": {}}}},
                                    \#(errors(400, 401, 404, 422))}}
            }
          }
        }

        """#
    }()

    /// Error responses for these statuses, each the `Error` document.
    /// Error responses by status; a route that reads tokens may also refuse a client that
    /// failed too many (429).
    static func errors(_ statuses: Int...) -> String {
        (statuses.contains(401) ? statuses + [429] : statuses).map { "\"\($0)\": {\"$ref\": \"#/components/responses/Error\"}" }.joined(separator: ", ")
    }

    /// A standalone schema as a component: its own `$defs` references point into the
    /// component, and `$schema`/`$id` (which would make it a separate resource) go.
    static func embedded(_ schema: String, at pointer: String) -> String {
        schema.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  \"$schema\": ") && !$0.hasPrefix("  \"$id\": ") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\"#/$defs/", with: "\"\(pointer)/$defs/")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
#endif
