/// The closed vocabularies of the spec format (docs/spec-format.md). Raw values are the spelling in spec files.

public enum Pattern: String, CaseIterable, Sendable {
    case expand, cardToDetail = "card-to-detail", gridToFullscreen = "grid-to-fullscreen"
    case tabIndicator = "tab-indicator", zoom, swap, custom
}

public enum PresentationContext: String, CaseIterable, Sendable {
    case inPlace = "in-place", overlay, navigationPush = "navigation-push", sheet
}

public enum Host: String, CaseIterable, Sendable {
    case app, widget, liveActivity = "live-activity"
}

public enum Usage: String, CaseIterable, Sendable {
    case single, list, largeGrid = "large-grid"
    case highFrequencyList = "high-frequency-list", realtimeChart = "realtime-chart"
}

public enum Role: String, CaseIterable, Sendable {
    case container, background, artwork, title, meta, control, indicator, content
}

public enum ElementKind: String, CaseIterable, Sendable {
    case shape, image, text, symbol, control, stack
}

/// One of the two states of a transition.
public enum StateSide: String, CaseIterable, Sendable {
    case from, to
}
