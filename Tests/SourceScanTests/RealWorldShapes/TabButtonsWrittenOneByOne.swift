import SwiftUI

/// A tab bar whose buttons are written one by one, each told its own tab: the highlight sits
/// under `if selected == tab` in every button, a branch each button decides for itself, so it
/// is not around both places of the slide. The dot the chosen button shows beside it comes
/// and goes with the slide, with no delay.
enum Section: Hashable {
    case home, search, library
}

struct SectionButton: View {
    let section: Section
    let title: String
    @Binding var selected: Section
    var highlight: Namespace.ID

    var body: some View {
        ZStack {
            if selected == section {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.tint.opacity(0.2))
                    .matchedGeometryEffect(id: "highlight", in: highlight)
                Circle()
                    .frame(width: 5, height: 5)
                    .offset(y: 14)
            }
            Text(title)
                .padding(8)
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.35)) { selected = section }
        }
    }
}

struct SectionBar: View {
    @State private var selected = Section.home
    @Namespace private var highlight

    var body: some View {
        HStack {
            SectionButton(section: .home, title: "Home", selected: $selected, highlight: highlight)
            SectionButton(section: .search, title: "Search", selected: $selected, highlight: highlight)
            SectionButton(section: .library, title: "Library", selected: $selected, highlight: highlight)
        }
    }
}
