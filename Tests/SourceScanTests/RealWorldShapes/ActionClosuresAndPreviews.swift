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
