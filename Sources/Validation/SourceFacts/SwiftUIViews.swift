/// SwiftUI view names that extraction and the rules both read by name.
package enum SwiftUIViews {
    /// Stacks whose content closure lays out the views written in it.
    package static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid"]
    /// Views that show text or an image: what warps when a stack holding them is matched whole.
    package static let content: Set<String> = ["Text", "Image", "AsyncImage", "Label"]

    /// A modifier of an app's own named to show or hide a view (`ifShow`, `visible`, `whenSelected`).
    package static func namesShowing(_ modifier: String) -> Bool {
        let name = modifier.lowercased()
        return namesHiding(modifier) || ["show", "visib"].contains(where: name.contains) || name.hasPrefix("if") || name.hasPrefix("when")
    }

    /// One of them named to hide (`hide`, `isHidden`): it hides the view while its flag holds.
    package static func namesHiding(_ modifier: String) -> Bool {
        modifier.lowercased().contains("hid")
    }
}
