import SwiftUI

/// A segmented control whose underline slides between the tabs: each tab's branches show the
/// same label at the same place, bold when chosen and grey otherwise, and a star filled or not,
/// so the label and the star are restyled, never shown anew. The tab's badge is written in the
/// chosen branch only: it appears with the slide, with no delay.
struct SegmentTab: View {
    let title: String
    let tab: Int
    @Binding var chosen: Int
    var underline: Namespace.ID

    var body: some View {
        Button {
            chosen = tab
        } label: {
            HStack {
                    if chosen == tab {
                    VStack(spacing: 4) {
                        Image(systemName: "star.fill")
                        Text(title)
                            .font(.headline)
                        Capsule()
                            .frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: underline)
                        Image(systemName: "circle.fill")
                            .font(.caption2)
                    }
                } else {
                    VStack(spacing: 4) {
                        Image(systemName: "star")
                            .foregroundStyle(.secondary)
                        Text(title)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Color.clear
                            .frame(height: 3)
                    }
                }
            }
            .animation(.snappy, value: chosen)
        }
    }
}

struct SegmentedHeader: View {
    @Binding var chosen: Int
    @Namespace private var underline
    let titles = ["Songs", "Albums", "Artists"]

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { tab in
                SegmentTab(title: titles[tab], tab: tab, chosen: $chosen, underline: underline)
            }
        }
    }
}
