import SwiftUI

/// A row's icon, matched alone in the row's own namespace under `if let` on the row's data.
/// The hover handler's withAnimation reads that data (to remember which row is hovered)
/// but never changes it: the icon never switches, so the match is a no-op, not a morph.
struct FileRow: View {
    let file: FileItem
    @Binding var hoveredPath: String?
    @State private var isHovered = false
    @Namespace private var rowNamespace

    var body: some View {
        HStack {
            if let icon = file.icon {
                Image(nsImage: icon)
                    .resizable()
                    .frame(width: 24, height: 24)
                    .matchedGeometryEffect(id: "icon-\(file.path)", in: rowNamespace)
            }
            Text(file.name)
        }
        .onHover { hovering in
            withAnimation(.easeInOut(duration: 0.2)) {
                isHovered = hovering
                hoveredPath = hovering ? file.path : nil
            }
        }
    }
}

struct FileItem {
    var path: String
    var name: String
    var icon: NSImage?
}
