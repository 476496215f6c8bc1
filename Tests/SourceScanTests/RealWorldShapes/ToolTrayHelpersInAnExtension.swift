import SwiftUI

extension ToolTray {
    var allTools: some View {
        HStack {
            Button("Pen") { withAnimation { activeTool = 1 } }
                .matchedGeometryEffect(id: "pen", in: toolSpace)
            Text("Tools")
        }
    }

    var penTray: some View {
        HStack {
            Button("Pen") { withAnimation { activeTool = nil } }
                .matchedGeometryEffect(id: "pen", in: toolSpace)
            Button("Undo") {}
        }
    }
}
