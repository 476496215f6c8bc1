import SwiftUI

// A modifier of the app's own puts the matched view there: the card's steps are one-state
// content beside a morph written only through `.hero(_:in:)`.
extension View {
    func hero(_ id: String, in space: Namespace.ID, isSource: Bool = true) -> some View {
        matchedGeometryEffect(id: id, in: space, isSource: isSource)
    }
}

struct RecipeCard: View {
    @Namespace private var space
    @State private var open = false

    var body: some View {
        ZStack {
            if open {
                VStack {
                    Image("soup").hero("photo", in: space)
                    Text("Soup").font(.title).hero("name", in: space)
                    Text("Simmer for an hour.")
                }
            } else {
                HStack {
                    Image("soup").hero("photo", in: space)
                    Text("Soup").font(.title).hero("name", in: space)
                }
            }
        }
        .onTapGesture { withAnimation(.smooth) { open.toggle() } }
    }
}

// A copy given `isSource: false` through the modifier is no second source; two default ones are.
struct Pins: View {
    @Namespace private var space

    var body: some View {
        VStack {
            Image(systemName: "pin").hero("pin", in: space)
            Image(systemName: "pin").hero("pin", in: space, isSource: false)
            Image(systemName: "flag").hero("flag", in: space)
            Image(systemName: "flag.fill").hero("flag", in: space)
        }
    }
}

// SwiftUI's own glass morph (`glassEffectID(_:in:)`) is no matched geometry.
struct GlassPair: View {
    @Namespace private var glass
    @State private var wide = false

    var body: some View {
        if wide {
            Capsule().glassEffectID("pill", in: glass)
            Text("More")
        } else {
            Capsule().glassEffectID("pill", in: glass)
        }
    }
}
