import SwiftUI

struct Recipe: Identifiable {
    var id: Int
    var label: String
}

/// A card inside one case of a loading `switch` and under `if !show`, its detail under
/// `if show`: `show` switches both, so they are no separate parents. The image's content and
/// placeholder closures of another module's view are shown one at a time: no two sources.
struct RecipeBook: View {
    enum Loading { case loading, loaded }
    @Namespace private var book
    @State private var show = false
    @State private var loading = Loading.loading
    var recipe: Recipe

    var body: some View {
        ZStack {
            switch loading {
            case .loading:
                ProgressView()
            case .loaded:
                if !show {
                    CachedImage(url: recipe.label) { image in
                        image.matchedGeometryEffect(id: "image\(recipe.label)", in: book)
                    } placeholder: {
                        Color.gray.matchedGeometryEffect(id: "image\(recipe.label)", in: book)
                    }
                    .onTapGesture { withAnimation { show = true } }
                }
            }
            if show {
                Color.gray.matchedGeometryEffect(id: "image\(recipe.label)", in: book)
                    .onTapGesture { withAnimation { show = false } }
            }
        }
        .task { withAnimation { loading = .loaded } }
    }
}

/// A highlight each tag of a ForEach carries, the content given as a function: one source at
/// a time. A plain switch that slides and fades needs no matched geometry.
struct TagStrip: View {
    @Namespace private var strip
    @State private var phase = 0
    @State private var selected = ""
    var tags: [String]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self, content: tag)
            switch phase {
            case 0:
                Text("Loading").transition(.opacity.combined(with: .offset(y: 16)))
            default:
                Text("Ready").transition(.opacity.combined(with: .offset(y: 16)))
            }
        }
        .onTapGesture { withAnimation { phase = 1 - phase } }
    }

    func tag(_ name: String) -> some View {
        Text(name)
            .background { Capsule().matchedGeometryEffect(id: "selection", in: strip, isSource: selected == name) }
            .onTapGesture { withAnimation { selected = name } }
    }
}

/// A profile shown over its placeholder until it loads: the swap on load (and on refresh) is
/// no morph the user starts, whatever the two sides match.
struct ProfileHeader: View {
    struct Profile: Equatable {
        var name: String
        static func placeholder() -> Profile { Profile(name: "") }
    }
    @Namespace private var header
    @State private var profile = Profile.placeholder()

    var body: some View {
        ScrollView {
            if profile != Profile.placeholder() {
                Image("avatar").matchedGeometryEffect(id: "avatar", in: header)
                Text(profile.name)
            } else {
                Image("avatar").redacted(reason: .placeholder).matchedGeometryEffect(id: "avatar", in: header)
            }
        }
        .refreshable { profile = Profile(name: "Ada") }
    }
}
