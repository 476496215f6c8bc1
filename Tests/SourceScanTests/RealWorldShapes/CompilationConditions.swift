import SwiftUI

struct PlatformCard: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            #if os(macOS)
            Rectangle().matchedGeometryEffect(id: "card", in: ns)
            #endif
            if open {
                RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "card", in: ns)
            } else {
                Circle().matchedGeometryEffect(id: "card", in: ns)
            }
        }
        .animation(.smooth, value: open)
    }
}

#if compiler(<5.0)
this is not Swift that this compiler reads {{{
#endif

#if swift(<5.9)
struct Legacy: View { var body: some View { Text("old" } }
#else
struct Modern: View { var body: some View { Text("new") } }
#endif
