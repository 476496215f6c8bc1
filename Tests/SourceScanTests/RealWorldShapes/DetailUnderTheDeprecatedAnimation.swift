import SwiftUI

struct Release: Identifiable {
    let id: Int
    let title: String
}

struct ReleaseShelf: View {
    @Namespace private var shelf
    @State private var picked: Release?
    let releases: [Release] = []

    var body: some View {
        ZStack {
            ScrollView {
                ForEach(releases) { release in
                    ReleaseRow(shelf: shelf, picked: $picked, release: release)
                        .animation(.easeOut)
                }
            }
            .overlay(
                Group {
                    if let picked {
                        ReleasePage(shelf: shelf, picked: $picked, release: picked)
                            .animation(.easeOut)
                    }
                }
            )
        }
    }
}

struct ReleaseRow: View {
    var shelf: Namespace.ID
    @Binding var picked: Release?
    var release: Release

    var body: some View {
        Text(release.title)
            .matchedGeometryEffect(id: release.id, in: shelf)
            .onTapGesture { picked = release }
    }
}

struct ReleasePage: View {
    var shelf: Namespace.ID
    @Binding var picked: Release?
    var release: Release

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack {
                Text(release.title)
                    .matchedGeometryEffect(id: release.id, in: shelf)
                Button("Close") { picked = nil }
            }
        }
    }
}
