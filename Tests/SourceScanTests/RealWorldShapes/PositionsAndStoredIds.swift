import SwiftUI

struct Palette: View {
    @Namespace private var ns
    @State private var picked: Int?
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        ZStack {
            HStack {
                // Positions over a fixed list keep their item: stable.
                ForEach(0..<colors.count, id: \.self) { index in
                    Circle().fill(colors[index])
                        .matchedGeometryEffect(id: index, in: ns)
                        .onTapGesture { withAnimation { picked = index } }
                }
            }
            if let picked {
                Circle().fill(colors[picked])
                    .matchedGeometryEffect(id: picked, in: ns)
                    .transition(.opacity.animation(.smooth.delay(0.15)))
            }
        }
    }
}

struct EditableList: View {
    @Namespace private var ns
    @State private var names = ["a", "b"]
    @State private var open: Int?

    var body: some View {
        ZStack {
            VStack {
                // Positions of a list that changes: the id moves to another item.
                ForEach(names.indices, id: \.self) { index in
                    Text(names[index])
                        .matchedGeometryEffect(id: index, in: ns)
                        .onTapGesture { withAnimation { open = index } }
                }
            }
            if let open {
                Text(names[open]).font(.largeTitle)
                    .matchedGeometryEffect(id: open, in: ns)
            }
        }
    }
}

struct TagCloud: View {
    @Namespace private var ns
    @State private var chosen: String?
    let tags = ["swift", "ui"]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                // The value itself is the id: stable.
                Text(tag)
                    .matchedGeometryEffect(id: tag, in: ns)
                    .onTapGesture { withAnimation { chosen = tag } }
            }
            if let chosen {
                Text(chosen).matchedGeometryEffect(id: chosen, in: ns, isSource: false)
            }
        }
    }
}

struct BadgeView: View {
    @Namespace private var ns
    @State private var big = false
    // A new UUID each time the parent rebuilds this view.
    let token = UUID()

    var body: some View {
        ZStack {
            if big {
                Capsule().matchedGeometryEffect(id: token, in: ns)
            } else {
                Circle().matchedGeometryEffect(id: token, in: ns)
            }
        }
        .onTapGesture { withAnimation { big.toggle() } }
    }
}
