/// The JSON Schema (draft 2020-12) of the timeline `Exporter.timeline` writes, shipped
/// inside the binary so `herocat schema timeline` needs no file beside it.
public enum TimelineSchema {
    public static let json = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://herocat.invalid/schemas/timeline-1.schema.json",
  "title": "herocat timeline",
  "description": "The JSON timeline `herocat export NAME --format timeline` prints (docs/timeline.md): a hero transition sampled at a fixed frame rate by herocat's interpolation core (docs/motion.md). Every number is rounded to 4 decimals; every object's keys are sorted by Unicode code point; the same spec and options always give the same bytes.",
  "type": "object",
  "additionalProperties": false,
  "required": ["herocat", "transition", "from", "to", "fps", "duration", "canvas", "elements", "frames"],
  "properties": {
    "herocat": {
      "description": "The timeline format version.",
      "const": 1
    },
    "transition": {
      "description": "The catalog name of the transition spec.",
      "type": "string",
      "pattern": "^[a-z0-9][a-z0-9._-]*$",
      "maxLength": 100
    },
    "from": { "$ref": "#/$defs/stateName", "description": "The state the transition starts in." },
    "to": { "$ref": "#/$defs/stateName", "description": "The state the transition ends in." },
    "fps": {
      "description": "Samples per second.",
      "type": "integer",
      "minimum": 1,
      "maximum": 240
    },
    "duration": {
      "description": "Seconds until the last element settles, its delay included (capped at 60 s for a spring that never settles). With `interruptAt`: until every element has settled back at its `from` values, never before `interruptAt`.",
      "type": "number",
      "minimum": 0
    },
    "interruptAt": {
      "description": "Present only for `--interrupt-at T`: seconds after the state change at which the transition goes back to `from`, within the forward timeline. Springs of the `spring` family retarget from their current value and velocity; timing curves and `interpolatingSpring` add a second animation; element delays apply on the way back. The last frame then holds the `from` frames exactly.",
      "type": "number",
      "minimum": 0
    },
    "canvas": {
      "description": "The coordinate space of the frames, in points, origin top-left (the spec's canvas, else 390 x 844).",
      "type": "object",
      "additionalProperties": false,
      "required": ["width", "height"],
      "properties": {
        "width": { "type": "number", "exclusiveMinimum": 0 },
        "height": { "type": "number", "exclusiveMinimum": 0 }
      }
    },
    "elements": {
      "description": "One entry per element of the spec, in spec order; ids are unique.",
      "type": "array",
      "minItems": 1,
      "items": { "$ref": "#/$defs/element" }
    },
    "frames": {
      "description": "Sample i is at t = i / fps; the last sample is the first at or after `duration`, where every element holds its end value exactly (its `from` value when `interruptAt` is present).",
      "type": "array",
      "minItems": 1,
      "items": { "$ref": "#/$defs/frame" }
    }
  },
  "$defs": {
    "stateName": {
      "description": "A state name: a Swift identifier.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "element": {
      "type": "object",
      "additionalProperties": false,
      "required": ["id", "role", "kind", "matched", "properties", "anchor", "transition", "delay", "animation"],
      "properties": {
        "id": {
          "description": "The matchedGeometryEffect id (free text); the key of this element in every frame.",
          "type": "string"
        },
        "role": { "enum": ["container", "background", "artwork", "title", "meta", "control", "indicator", "content"] },
        "kind": { "enum": ["shape", "image", "text", "symbol", "control", "stack"] },
        "matched": {
          "description": "True when the element is present in both states and morphs; false when it exists in one state and uses its transition.",
          "type": "boolean"
        },
        "properties": {
          "description": "Which geometry matchedGeometryEffect matches.",
          "enum": ["frame", "position", "size"]
        },
        "anchor": {
          "description": "The unit anchor point [x, y] (center is [0.5, 0.5]).",
          "type": "array",
          "prefixItems": [{ "type": "number" }, { "type": "number" }],
          "items": false,
          "minItems": 2
        },
        "transition": {
          "description": "How a one-state element appears or leaves; null for a matched element.",
          "oneOf": [
            { "type": "null" },
            { "enum": ["opacity", "scale", "none"] },
            { "type": "string", "pattern": "^move\\(edge: (top|bottom|leading|trailing)\\)$" }
          ]
        },
        "delay": {
          "description": "Seconds after the state change before the element's animation starts.",
          "type": "number",
          "minimum": 0
        },
        "animation": { "$ref": "#/$defs/animation" }
      }
    },
    "animation": {
      "description": "The animation the element runs on: its own, else the transition's (SwiftUI's `default` when the spec gives none). Springs carry their physical parameters, timing curves their control points and duration.",
      "type": "object",
      "required": ["expression", "kind", "modifiers", "settlingDuration"],
      "properties": {
        "expression": {
          "description": "Canonical SwiftUI animation source, without the leading dot, e.g. `spring(duration: 0.5, bounce: 0.2)`.",
          "type": "string",
          "minLength": 1
        },
        "kind": { "enum": ["spring", "bezier"] },
        "modifiers": {
          "description": "The expression's `.delay(s)` and `.speed(s)` modifiers, in written order.",
          "type": "array",
          "items": {
            "oneOf": [
              {
                "type": "object",
                "additionalProperties": false,
                "required": ["delay"],
                "properties": { "delay": { "type": "number", "minimum": 0 } }
              },
              {
                "type": "object",
                "additionalProperties": false,
                "required": ["speed"],
                "properties": { "speed": { "type": "number", "exclusiveMinimum": 0 } }
              }
            ]
          }
        },
        "settlingDuration": {
          "description": "Seconds from the animation's start (its modifiers included, the element's delay not) until its progress stays within 0.001 of the end; null for a spring that never settles.",
          "type": ["number", "null"],
          "minimum": 0
        },
        "mass": { "type": "number", "exclusiveMinimum": 0 },
        "stiffness": { "type": "number", "exclusiveMinimum": 0 },
        "damping": { "type": "number", "minimum": 0 },
        "initialVelocity": { "description": "Progress units per second.", "type": "number" },
        "controlPoints": {
          "description": "The cubic Bezier's inner control points [c0x, c0y, c1x, c1y]; the curve runs from (0, 0) to (1, 1).",
          "type": "array",
          "items": { "type": "number" },
          "minItems": 4,
          "maxItems": 4
        },
        "duration": { "description": "The timing curve's duration in seconds.", "type": "number", "exclusiveMinimum": 0 }
      },
      "oneOf": [
        {
          "properties": { "kind": { "const": "spring" } },
          "required": ["mass", "stiffness", "damping", "initialVelocity"],
          "propertyNames": {
            "enum": ["expression", "kind", "modifiers", "settlingDuration", "mass", "stiffness", "damping", "initialVelocity"]
          }
        },
        {
          "properties": { "kind": { "const": "bezier" } },
          "required": ["controlPoints", "duration"],
          "propertyNames": {
            "enum": ["expression", "kind", "modifiers", "settlingDuration", "controlPoints", "duration"]
          }
        }
      ]
    },
    "frame": {
      "type": "object",
      "additionalProperties": false,
      "required": ["t", "elements"],
      "properties": {
        "t": { "description": "Seconds since the state change: i / fps.", "type": "number", "minimum": 0 },
        "elements": {
          "description": "Every element's geometry at t, keyed by element id.",
          "type": "object",
          "minProperties": 1,
          "additionalProperties": { "$ref": "#/$defs/geometry" }
        }
      }
    },
    "geometry": {
      "description": "An element's frame in canvas points (origin top-left) and appearance.",
      "type": "object",
      "additionalProperties": false,
      "required": ["x", "y", "width", "height", "cornerRadius", "opacity"],
      "properties": {
        "x": { "type": "number" },
        "y": { "type": "number" },
        "width": { "type": "number", "minimum": 0 },
        "height": { "type": "number", "minimum": 0 },
        "cornerRadius": { "type": "number" },
        "opacity": { "type": "number", "minimum": 0, "maximum": 1 }
      }
    }
  }
}
"""# + "\n"
}
