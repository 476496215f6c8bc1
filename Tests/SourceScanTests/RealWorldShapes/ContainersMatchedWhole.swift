import SwiftUI

/// A help button that opens into a card: the symbol is in both states (`questionmark`, then
/// `questionmark.circle`), so it could morph on its own; matched whole, it warps.
struct HelpCard: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if !open {
                Image(systemName: "questionmark")
                    .padding()
                    .matchedGeometryEffect(id: "help", in: ns)
            } else {
                VStack {
                    Image(systemName: "questionmark.circle")
                    Text("How it works")
                }
                .matchedGeometryEffect(id: "help", in: ns)
            }
        }
        .onTapGesture { withAnimation(.spring) { open.toggle() } }
    }
}

/// A goal card whose two states show different text: nothing in both could morph on its own.
struct GoalCard: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if !open {
                HStack { Text("Personal goal") }
                    .matchedGeometryEffect(id: "card", in: ns)
            } else {
                VStack { Text("Run a marathon before the summer, three runs a week.") }
                    .matchedGeometryEffect(id: "card", in: ns)
            }
        }
        .onTapGesture { withAnimation(.spring) { open.toggle() } }
    }
}

/// One card view matched in the list and again in the detail: the same content in both.
struct StoryCard: View {
    var title: String
    var ns: Namespace.ID

    var body: some View {
        VStack {
            Image("story")
            Text(title)
        }
        .matchedGeometryEffect(id: title, in: ns)
    }
}

struct Stories: View {
    @Namespace private var ns
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                StoryCard(title: "Today", ns: ns).padding(40)
            } else {
                StoryCard(title: "Today", ns: ns).padding(8)
            }
        }
        .onTapGesture { withAnimation(.spring) { open.toggle() } }
    }
}
