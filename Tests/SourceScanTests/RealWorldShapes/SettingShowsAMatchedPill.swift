import SwiftUI

/// A row whose day pill moves into the header when the "large days" setting is on. The
/// setting is kept in `@AppStorage`, which the settings screen changes: this view never
/// does, so whether that change is animated is not known here.
struct DayRow: View {
    @Namespace private var namespace
    @AppStorage("largeDays") private var largeDays = false

    var body: some View {
        VStack {
            if largeDays {
                Text("Friday")
                    .matchedGeometryEffect(id: "day", in: namespace)
                    .font(.title)
                Text("Hall East")
            } else {
                HStack {
                    Text("Hall East")
                    Text("Friday")
                        .matchedGeometryEffect(id: "day", in: namespace)
                        .font(.title)
                }
            }
        }
    }
}

/// The same setting, switched by this view itself on a tap with no animation: a hard cut here.
struct CompactDayRow: View {
    @Namespace private var namespace
    @AppStorage("largeDays") private var largeDays = false

    var body: some View {
        VStack {
            if largeDays {
                Text("Friday")
                    .matchedGeometryEffect(id: "day", in: namespace)
                    .font(.title)
            } else {
                Text("Friday")
                    .matchedGeometryEffect(id: "day", in: namespace)
                    .font(.title)
                    .padding()
            }
        }
        .onTapGesture { largeDays.toggle() }
    }
}
