import SwiftUI

struct ToolTray: View {
    @Namespace var toolSpace
    @State private var activeTool: Int?

    var body: some View {
        VStack {
            if let activeTool {
                switch activeTool {
                case 1:
                    penTray
                default:
                    EmptyView()
                }
            } else {
                allTools
            }
        }
    }
}
