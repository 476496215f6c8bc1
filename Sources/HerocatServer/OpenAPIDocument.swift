import Exporters
import SpecModel

/// The OpenAPI 3.1 description of the JSON API, served at `/openapi.json`. Its
/// component schemas (JSON Schema 2020-12) are checked against real responses by
/// the serve tests. Enumerations come from the code, so they cannot drift.
enum OpenAPIDocument {
    static var json: String {
        let patterns = Pattern.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let formats = Exporter.all.map { "\"\($0.format)\"" }.joined(separator: ", ")
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
                  "currentRevision": {"type": ["integer", "null"]}
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
              "Spec": {
                "type": "object", "required": ["herocat", "name", "pattern", "context", "host", "usage", "namespace", "from", "to", "elements"],
                "properties": {
                  "herocat": {"const": 1}, "name": {"type": "string"}, "title": {"type": "string"}, "summary": {"type": "string"},
                  "tags": {"type": "array", "items": {"type": "string"}}, "pattern": {"enum": [\#(patterns)]},
                  "context": {"type": "string"}, "host": {"type": "string"}, "usage": {"type": "string"}, "namespace": {"type": "string"},
                  "canvas": {"type": "object", "required": ["width", "height"]},
                  "from": {"type": "string"}, "to": {"type": "string"}, "animation": {"type": "string"},
                  "elements": {"type": "array", "items": {"type": "object", "required": ["id", "role", "kind"]}},
                  "disable": {"type": "array", "items": {"type": "object", "required": ["rule"]}}
                }
              },
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
              "name": {"name": "name", "in": "path", "required": true, "schema": {"type": "string"}}
            }
          },
          "security": [{"bearer": []}],
          "paths": {
            "/healthz": {"get": {"security": [], "responses": {"200": {"description": "Up"}}}},
            "/api/rules": {"get": {"responses": {"200": {"description": "The rule catalog"}, "401": {"$ref": "#/components/responses/Error"}}}},
            "/api/validate": {"post": {
              "requestBody": {"required": true, "content": {"application/yaml": {"schema": {"type": "string"}}, "application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}}},
              "responses": {"200": {"description": "The findings", "content": {"application/json": {"schema": {"type": "object", "required": ["transition", "worst", "findings"]}}}},
                            "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}}}},
            "/api/specs": {
              "get": {
                "parameters": [
                  {"name": "search", "in": "query", "schema": {"type": "string"}}, {"name": "tag", "in": "query", "schema": {"type": "string"}},
                  {"name": "pattern", "in": "query", "schema": {"enum": [\#(patterns)]}},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 50}},
                  {"name": "cursor", "in": "query", "schema": {"type": "string", "pattern": "^[0-9]+$"}}
                ],
                "responses": {"200": {"description": "A page", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Page"}}}},
                              "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"}}
              },
              "post": {
                "requestBody": {"required": true, "content": {"application/yaml": {"schema": {"type": "string"}}, "application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}}},
                "responses": {"201": {"description": "Stored", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"}, "403": {"$ref": "#/components/responses/Error"},
                              "409": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}, "422": {"$ref": "#/components/responses/Error"}}
              }
            },
            "/api/specs/{name}": {
              "parameters": [{"$ref": "#/components/parameters/name"}],
              "get": {"responses": {"200": {"description": "The spec; ETag is its revision", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}}},
                                    "401": {"$ref": "#/components/responses/Error"}, "404": {"$ref": "#/components/responses/Error"}}},
              "put": {
                "parameters": [{"name": "If-Match", "in": "header", "schema": {"type": "string"}}, {"name": "force", "in": "query", "schema": {"type": "boolean"}}],
                "requestBody": {"required": true, "content": {"application/yaml": {"schema": {"type": "string"}}, "application/json": {"schema": {"$ref": "#/components/schemas/Spec"}}}},
                "responses": {"200": {"description": "Replaced or unchanged", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              "201": {"description": "Added", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WriteResult"}}}},
                              "400": {"$ref": "#/components/responses/Error"}, "401": {"$ref": "#/components/responses/Error"}, "403": {"$ref": "#/components/responses/Error"},
                              "412": {"$ref": "#/components/responses/Error"}, "413": {"$ref": "#/components/responses/Error"}, "422": {"$ref": "#/components/responses/Error"}}
              },
              "delete": {"parameters": [{"name": "If-Match", "in": "header", "schema": {"type": "string"}}],
                         "responses": {"204": {"description": "Removed"}, "401": {"$ref": "#/components/responses/Error"}, "403": {"$ref": "#/components/responses/Error"},
                                       "404": {"$ref": "#/components/responses/Error"}, "412": {"$ref": "#/components/responses/Error"}}}
            },
            "/api/specs/{name}/history": {
              "parameters": [{"$ref": "#/components/parameters/name"}],
              "get": {"responses": {"200": {"description": "Every revision", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/HistoryEntry"}}}}},
                                    "404": {"$ref": "#/components/responses/Error"}}}
            },
            "/api/specs/{name}/export": {
              "parameters": [{"$ref": "#/components/parameters/name"}, {"name": "format", "in": "query", "required": true, "schema": {"enum": [\#(formats)]}}],
              "get": {"responses": {"200": {"description": "The export", "content": {"text/plain": {"schema": {"type": "string"}}}},
                                    "400": {"$ref": "#/components/responses/Error"}, "404": {"$ref": "#/components/responses/Error"}, "422": {"$ref": "#/components/responses/Error"}}}
            }
          }
        }

        """#
    }
}
