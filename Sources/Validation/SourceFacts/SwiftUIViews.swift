/// SwiftUI view names that extraction and the rules both read by name.
package enum SwiftUIViews {
    /// Stacks whose content closure lays out the views written in it.
    package static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid"]
    /// Views that show text or an image: what warps when a stack holding them is matched whole.
    package static let content: Set<String> = ["Text", "Image", "AsyncImage", "Label"]
}
