import SwiftUI

struct NoteComposer: View {
    @Namespace private var ns
    @State private var editing = false

    var body: some View {
        VStack {
            if !editing {
                Text("New note").matchedGeometryEffect(id: "field", in: ns)
            } else {
                TextField("Type", text: .constant("")).matchedGeometryEffect(id: "field", in: ns)
            }
        }
        .onTapGesture {
            // Code run on a tap, not views: nothing here pops in.
            if !editing { start() }
        }
    }

    func start() {
        withAnimation(.smooth) { editing = true }
    }
}

struct CardFace: View {
    var namespace: Namespace.ID
    var body: some View {
        RoundedRectangle(cornerRadius: 12).matchedGeometryEffect(id: "face", in: namespace)
    }
}

struct CardFace_Previews: PreviewProvider {
    @Namespace static var namespace
    static var previews: some View {
        CardFace(namespace: namespace)
    }
}

struct MiniBarPreviewed: View {
    var namespace: Namespace.ID
    @State private var collapsed = false

    var body: some View {
        if collapsed {
            Capsule().frame(width: 40)
        } else {
            RoundedRectangle(cornerRadius: 12).matchedGeometryEffect(id: "bar", in: namespace)
        }
    }
}

// A view declared inside #Preview is a preview: its namespace is no transition.
#Preview {
    struct Wrapper: View {
        @Namespace private var namespace
        var body: some View { MiniBarPreviewed(namespace: namespace) }
    }
    return Wrapper()
}

/// A modifier of another module whose closure sets state runs it on an event: no views there.
struct SearchScreen: View {
    @Namespace private var search
    @State private var searching = false
    @State private var focus = 0

    var body: some View {
        VStack {
            if searching {
                Capsule().matchedGeometryEffect(id: "field", in: search)
            } else {
                Capsule().matchedGeometryEffect(id: "field", in: search)
            }
        }
        .valueChanged(value: focus) { _ in
            if focus == 1 {
                withAnimation { searching = true; focus = 2 }
            }
        }
    }
}
