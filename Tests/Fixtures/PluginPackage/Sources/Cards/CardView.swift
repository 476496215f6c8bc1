// SwiftUI exists only on Apple platforms: on Linux the compiler skips this file's body,
// while herocat scan reads it as an iOS build would, so the plugins still check it.
#if canImport(SwiftUI)
import SwiftUI

struct CardView: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            if isExpanded {
                DetailCard()
                    .transition(.move(edge: .bottom))
            } else {
                SummaryCard()
                    .onTapGesture { isExpanded = true }
            }
        }
        .animation(.smooth, value: isExpanded)
    }
}
#endif
