import SwiftUI

/// A wish list whose editor grows out of the "Add a wish" button. The editor's field is
/// matched under the text typed into it, so every keystroke gives it a new id; the button
/// row reads the same text into its id. The wishes' own ids, read from the stored wishes,
/// stay put while they are edited elsewhere.
struct WishEditor: View {
    @Namespace private var namespace
    @State private var draft = ""
    @State private var isEditing = false
    @State private var wishes: [String] = []

    var body: some View {
        VStack {
            ForEach(wishes, id: \.self) { wish in
                Text(wish)
                    .matchedGeometryEffect(id: wish, in: namespace)
            }
            if isEditing {
                TextField("Describe a wish", text: $draft)
                    .matchedGeometryEffect(id: draft, in: namespace)
                Button("Save") {
                    withAnimation {
                        wishes.append(draft)
                        draft = ""
                        isEditing = false
                    }
                }
                .matchedGeometryEffect(id: "\(draft)-button", in: namespace)
            } else {
                Button("Add a wish") {
                    withAnimation { isEditing = true }
                }
                .matchedGeometryEffect(id: "\(draft)-button", in: namespace)
            }
        }
    }
}
