import SwiftUI

// A layout flag around one side of a morph is not a second state; an indicator sliding
// between items keeps one size (frame or position match alike), one whose two views have
// different sizes is resized by a frame match.
struct Shelf: View {
    @Namespace private var shelf
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var picked: Int?
    @State private var page = 0
    let books = [1, 2, 3]

    var body: some View {
        VStack {
            if sizeClass == .compact {
                ForEach(books, id: \.self) { book in
                    Image("cover\(book)")
                        .matchedGeometryEffect(id: "cover\(book)", in: shelf, isSource: picked == nil)
                        .onTapGesture { withAnimation(.smooth) { picked = book } }
                }
            }
            if let picked {
                Image("cover\(picked)")
                    .matchedGeometryEffect(id: "cover\(picked)", in: shelf)
            }
            HStack {
                ForEach(0..<3) { index in
                    Circle()
                        .frame(width: 8, height: 8)
                        .overlay {
                            if page == index {
                                Circle().stroke().frame(width: 12, height: 12)
                                    .matchedGeometryEffect(id: "pageIndicator", in: shelf)
                            }
                        }
                        .onTapGesture { withAnimation { page = index } }
                }
            }
        }
    }
}

struct Stepper3: View {
    @Namespace private var steps
    @State private var wide = false

    var body: some View {
        HStack {
            if wide {
                Capsule().frame(width: 120, height: 4)
                    .matchedGeometryEffect(id: "stepIndicator", in: steps)
            } else {
                Spacer()
                Capsule().frame(width: 40, height: 4)
                    .matchedGeometryEffect(id: "stepIndicator", in: steps)
            }
        }
        .onTapGesture { withAnimation { wide.toggle() } }
    }
}
