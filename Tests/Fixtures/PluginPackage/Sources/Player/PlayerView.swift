// SwiftUI exists only on Apple platforms: on Linux the compiler skips this file's body,
// while herocat scan reads it as an iOS build would, so the plugins still check it.
#if canImport(SwiftUI)
import SwiftUI

struct PlayerView: View {
    @Namespace private var hero
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 320, height: 480)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 120, height: 80)
            }
        }
        .onTapGesture { isExpanded.toggle() }
    }
}
#endif
